// The instances' memory, read from /proc every second for each process the supervisor runs
// (.stage/run/running.json): the peak resident set (VmHWM, the kernel's own high-water mark)
// of every process an instance had — a release and a crash each give it a new one.
import { readFileSync } from 'node:fs'
import { instanceProcesses } from './stage-control'

const EVERY_MS = 1_000

/** The process's peak resident set in kB, from /proc/PID/status; 0 once it is gone. */
function peakKb(pid: number) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0)
  } catch {
    return 0
  }
}

export interface PeakMemory {
  /** By instance: each of its processes' peak RSS in MB, oldest first. */
  byInstance(): Map<string, { pid: number; mb: number }[]>
  stop(): void
}

export function watchMemory(): PeakMemory {
  const peaks = new Map<string, Map<number, number>>()
  const sample = () => {
    for (const { instance, pid } of instanceProcesses()) {
      const kb = peakKb(pid)
      if (kb === 0) continue
      const pids = peaks.get(instance) ?? new Map<number, number>()
      peaks.set(instance, pids)
      pids.set(pid, Math.max(pids.get(pid) ?? 0, kb))
    }
  }
  sample()
  const timer = setInterval(sample, EVERY_MS)
  return {
    byInstance: () =>
      new Map(
        [...peaks].map(([instance, pids]) => [
          instance,
          [...pids].map(([pid, kb]) => ({ pid, mb: Math.round(kb / 1024) })),
        ]),
      ),
    stop: () => clearInterval(timer),
  }
}
