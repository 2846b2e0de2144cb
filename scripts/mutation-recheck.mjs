#!/usr/bin/env node
/**
 * Runs again, with plain Vitest, each mutant a StrykerJS report calls Survived: the mutant is
 * written into the source, the test files that cover it run, and the source is put back. Stryker's
 * Vitest runner records some mutants Survived that their tests kill (stryker-js #6192, #6213: with
 * Vitest projects, and runs that completed no test); this pass decides them by what Vitest says.
 *
 *   node scripts/mutation-recheck.mjs reports/mutation/parts/NAME.json [--tree DIR] [--again] [--only REGEX]
 *
 * It changes files under DIR (default: here) while it runs: give it a checkout of its own
 * (`git worktree add`), not the one you work in. The report is rewritten in place, each mutant
 * it ran marked `rechecked`.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const [reportFile, ...rest] = process.argv.slice(2)
const tree = rest.includes('--tree') ? rest[rest.indexOf('--tree') + 1] : process.cwd()
/** `--again`: survivors an earlier pass ran are run once more (after new tests, say). */
const again = rest.includes('--again')
/** `--only REGEX`: just the survivors whose source line matches (ownership and scope checks first). */
const only = rest.includes('--only') ? new RegExp(rest[rest.indexOf('--only') + 1]) : undefined
const report = JSON.parse(readFileSync(reportFile, 'utf8'))

const fileOfTest = new Map()
for (const [file, { tests }] of Object.entries(report.testFiles ?? {}))
  for (const test of tests) fileOfTest.set(test.id, file)

/** Offsets of 1-based line and column positions in a text. */
function offsetOf(text, { line, column }) {
  let offset = 0
  for (let l = 1; l < line; l++) offset = text.indexOf('\n', offset) + 1
  return offset + column - 1
}

const vitest = (testFiles, timeout = 180_000) =>
  spawnSync('npx', ['vitest', 'run', '--config', 'vitest.mutate.config.ts', '--bail', '1', ...testFiles], {
    cwd: tree,
    encoding: 'utf8',
    timeout,
    env: process.env,
  })

// A failure counts as a kill only if the same tests pass without the mutant.
const baseline = vitest([...new Set(fileOfTest.values())], 1_200_000)
if (baseline.status !== 0) {
  console.error(`The tests fail without any mutant, in ${tree}:\n${baseline.stdout.slice(-2000)}`)
  process.exit(1)
}

let changed = 0
for (const [file, { mutants, source }] of Object.entries(report.files)) {
  const sourcePath = path.join(tree, file)
  // The mutants' places are in the source the report was made from, which it keeps.
  const original = source
  const current = readFileSync(sourcePath, 'utf8')
  // Every test file that covers some mutant of this source file: Stryker credits code that runs
  // while routes register (a handler's arrow, a schema) to whichever test was current then.
  const testsOfFile = [
    ...new Set(mutants.flatMap((m) => (m.coveredBy ?? []).map((id) => fileOfTest.get(id))).filter(Boolean)),
  ]
  if (current !== source) {
    console.log(`skipped ${file}: it changed since the report was made; run Stryker on it again`)
    continue
  }
  const lines = original.split('\n')
  for (const mutant of mutants) {
    if (mutant.status !== 'Survived' || (mutant.rechecked && !again)) continue
    if (only && !only.test(lines[mutant.location.start.line - 1] ?? '')) continue
    if (testsOfFile.length === 0) continue
    // The mutant's own covering tests first, which are few and decide most; then all of them.
    const ownTests = [...new Set((mutant.coveredBy ?? []).map((id) => fileOfTest.get(id)).filter(Boolean))]
    const start = offsetOf(original, mutant.location.start)
    const end = offsetOf(original, mutant.location.end)
    writeFileSync(sourcePath, original.slice(0, start) + mutant.replacement + original.slice(end))
    try {
      let run = ownTests.length > 0 ? vitest(ownTests) : undefined
      if (!run || (!run.error && run.status === 0)) run = vitest(testsOfFile)
      mutant.status = run.error ? 'Timeout' : run.status === 0 ? 'Survived' : 'Killed'
    } finally {
      writeFileSync(sourcePath, current)
    }
    mutant.rechecked = true
    changed++
    console.log(`${mutant.status.padEnd(8)} ${file}:${mutant.location.start.line} ${mutant.mutatorName}`)
    writeFileSync(reportFile, JSON.stringify(report))
  }
}
console.log(`${changed} mutants run again`)
