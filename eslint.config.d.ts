// What the tests read of eslint.config.js (test/architecture-lint.test.ts).
import type { Linter } from 'eslint'

export declare const WEB_FEATURES: string[]
export declare const CUSTOMER_FEATURES: string[]
declare const config: Linter.Config[]
export default config
