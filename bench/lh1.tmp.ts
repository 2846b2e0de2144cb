import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const page = process.argv[2] ?? '/'
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
const r = await lighthouse(`http://127.0.0.1:8099${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
writeFileSync('/tmp/lh.json', JSON.stringify(r!.lhr))
chrome.kill()
const a = r!.lhr.audits
for (const k of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'bootup-time', 'mainthread-work-breakdown']) console.log(k, a[k]?.displayValue)
for (const k of Object.keys(a)) if (a[k].details && /render-block|lcp|network-dependency/.test(k)) console.log(k, JSON.stringify(a[k].details).slice(0, 1500))
