import { useQuery } from '@tanstack/react-query'
import type { TDivision, TDzongkhag, TGewog } from '@portal/domain/lookups'
import type { TLanguage } from '@portal/domain/i18n/languages'
import type { TServiceTargetList } from '@portal/domain/working-days'
import { PAGE_DATA_KEYS } from '@portal/domain/web-pages'
import { api } from './api-client'
import { useT } from './i18n'

export type Dzongkhag = TDzongkhag
export type Gewog = TGewog
export type Division = TDivision

/**
 * A dzongkhag or a division as the reader reads it: in Dzongkha with the romanised name beside
 * it, "སྤ་རོ་ (Paro)", the one the utility's records use; romanised alone in English or where
 * it has no Dzongkha name (none sourced for a dzongkhag, none an admin set for a division:
 * decision 059). Only the label changes: the form still sends the id.
 */
export const placeName = (place: Pick<Dzongkhag, 'name' | 'name_dz'>, language: TLanguage) =>
  language === 'dz' && place.name_dz ? `${place.name_dz} (${place.name})` : place.name

// Reference lists change rarely: fetch once per visit.
const LOOKUP_STALE_MS = 60 * 60_000

export const useDzongkhags = () =>
  useQuery({
    queryKey: PAGE_DATA_KEYS.dzongkhags,
    queryFn: async () => (await api.get<Dzongkhag[]>('/addresses/dzongkhags/')).data,
    staleTime: LOOKUP_STALE_MS,
  })

export const useGewogs = (dzongkhag: number) =>
  useQuery({
    queryKey: PAGE_DATA_KEYS.gewogs(dzongkhag),
    queryFn: async () => (await api.get<Gewog[]>('/addresses/gewogs/', { params: { dzongkhag } })).data,
    enabled: dzongkhag > 0,
    staleTime: LOOKUP_STALE_MS,
  })

export const useDivisions = () =>
  useQuery({
    queryKey: PAGE_DATA_KEYS.divisions,
    queryFn: async () => (await api.get<Division[]>('/divisions/')).data,
    staleTime: LOOKUP_STALE_MS,
  })

/** A division's name by its id, in the page's language (`placeName`); '…' while the list loads. */
export function useDivisionName() {
  const divisions = useDivisions()
  const { language } = useT()
  return (id: number) => {
    const division = divisions.data?.find((d) => d.id === id)
    return division ? placeName(division, language) : '…'
  }
}

/** Each service's target in working days, as the admin keeps it: "before you start" quotes it. */
export const useServiceTargets = () =>
  useQuery({
    queryKey: PAGE_DATA_KEYS.serviceTargets,
    queryFn: async () => (await api.get<TServiceTargetList>('/service-targets/')).data,
    staleTime: LOOKUP_STALE_MS,
  })
