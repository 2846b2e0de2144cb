import { useQuery } from '@tanstack/react-query'
import type { TDivision, TDzongkhag, TGewog } from '@portal/domain/lookups'
import type { TLanguage } from '@portal/domain/i18n/languages'
import type { TServiceTargetList } from '@portal/domain/working-days'
import { api } from './api-client'

export type Dzongkhag = TDzongkhag
export type Gewog = TGewog
export type Division = TDivision

/**
 * A dzongkhag as the reader reads it: in Dzongkha with the romanised name beside it, "སྤ་རོ་ (Paro)",
 * the one the utility's records use; romanised alone in English or where no Dzongkha name is
 * sourced. Only the label changes: the form still sends the id.
 */
export const placeName = (dzongkhag: Pick<Dzongkhag, 'name' | 'name_dz'>, language: TLanguage) =>
  language === 'dz' && dzongkhag.name_dz ? `${dzongkhag.name_dz} (${dzongkhag.name})` : dzongkhag.name

// Reference lists change rarely: fetch once per visit.
const LOOKUP_STALE_MS = 60 * 60_000

export const useDzongkhags = () =>
  useQuery({
    queryKey: ['dzongkhags'],
    queryFn: async () => (await api.get<Dzongkhag[]>('/addresses/dzongkhags/')).data,
    staleTime: LOOKUP_STALE_MS,
  })

export const useGewogs = (dzongkhag: number) =>
  useQuery({
    queryKey: ['gewogs', dzongkhag],
    queryFn: async () => (await api.get<Gewog[]>('/addresses/gewogs/', { params: { dzongkhag } })).data,
    enabled: dzongkhag > 0,
    staleTime: LOOKUP_STALE_MS,
  })

export const useDivisions = () =>
  useQuery({
    queryKey: ['divisions'],
    queryFn: async () => (await api.get<Division[]>('/divisions/')).data,
    staleTime: LOOKUP_STALE_MS,
  })

/** Each service's target in working days, as the admin keeps it: "before you start" quotes it. */
export const useServiceTargets = () =>
  useQuery({
    queryKey: ['service-targets'],
    queryFn: async () => (await api.get<TServiceTargetList>('/service-targets/')).data,
    staleTime: LOOKUP_STALE_MS,
  })
