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

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } })

/**
 * The app's context. A page the server rendered signed in comes with its data in `queryClient`
 * (src/entry-server.tsx, src/app/start.tsx); any other page starts with none.
 */
export function Providers({
  children,
  queryClient: given,
  renderedSignedIn = false,
}: {
  children: ReactNode
  queryClient?: QueryClient
  renderedSignedIn?: boolean
}) {
  useRememberedLanguage()
  const [queryClient] = useState(() => given ?? createQueryClient())
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider renderedSignedIn={renderedSignedIn}>
        {children}
        <ProofOfWork />
      </SessionProvider>
    </QueryClientProvider>
  )
}
