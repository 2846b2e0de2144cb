import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useRememberedLanguage } from '@/lib/i18n'
import { useProofOfWorkRequest } from '@/lib/proof-of-work'
import { SessionProvider } from '@/lib/session'

// Fetched the first time a request needs a proof of work: most customers never load it.
const ProofOfWorkDialog = lazy(() =>
  import('@/components/proof-of-work-dialog').then((m) => ({ default: m.ProofOfWorkDialog })),
)

function ProofOfWork() {
  const [needed, setNeeded] = useState(false)
  if (useProofOfWorkRequest().waiting && !needed) setNeeded(true)
  return needed ? (
    <Suspense fallback={null}>
      <ProofOfWorkDialog />
    </Suspense>
  ) : null
}

export function Providers({ children }: { children: ReactNode }) {
  useRememberedLanguage()
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  )
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <ProofOfWork />
      </SessionProvider>
    </QueryClientProvider>
  )
}
