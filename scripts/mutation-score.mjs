#!/usr/bin/env node
/**
 * Adds up StrykerJS JSON reports of runs over parts of the code (reports/mutation/parts/*.json,
 * or the files named), and prints the mutation score per file and per folder; with
 * --survivors, each surviving mutant's place and replacement. A mutant's latest report wins.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const args = process.argv.slice(2)
const showSurvivors = args.includes('--survivors')
const named = args.filter((arg) => !arg.startsWith('--'))
const partsDir = 'reports/mutation/parts'
const reports = (named.length ? named : readdirSync(partsDir).map((name) => path.join(partsDir, name)))
  .filter((file) => file.endsWith('.json'))
  .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)

const files = new Map()
for (const report of reports) {
  for (const [file, result] of Object.entries(JSON.parse(readFileSync(report, 'utf8')).files)) {
    files.set(path.relative(process.cwd(), path.resolve(file)), result.mutants)
  }
}

const DETECTED = new Set(['Killed', 'Timeout'])
const UNDETECTED = new Set(['Survived', 'NoCoverage'])
const tally = (mutants) => {
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length
  const undetected = mutants.filter((m) => UNDETECTED.has(m.status)).length
  const score = detected + undetected ? (100 * detected) / (detected + undetected) : 100
  return { detected, undetected, score }
}
const line = (name, { detected, undetected, score }) =>
  `${score.toFixed(2).padStart(7)} %  ${String(detected).padStart(5)} killed ${String(undetected).padStart(4)} survived  ${name}`

const folders = new Map()
for (const [file, mutants] of [...files].sort()) {
  console.log(line(file, tally(mutants)))
  const folder = path.dirname(file)
  folders.set(folder, [...(folders.get(folder) ?? []), ...mutants])
  if (showSurvivors)
    for (const m of mutants.filter((m) => UNDETECTED.has(m.status)))
      console.log(
        `           ${m.status} line ${m.location.start.line}: ${m.mutatorName} → ${JSON.stringify(m.replacement ?? '')}`,
      )
}
console.log('')
for (const [folder, mutants] of [...folders].sort())
  console.log(line(`${folder}/ (the files above)`, tally(mutants)))
