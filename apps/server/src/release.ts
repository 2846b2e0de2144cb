declare const __PORTAL_RELEASE__: string | undefined

/**
 * Which build this process runs, as the production build names it (build.mjs: the commit, or
 * PORTAL_RELEASE given to the build, as the image has no .git): `/api/health/` says it, so a
 * release rolled through the instances can be watched instance by instance. "development"
 * under tsx and the tests.
 */
export const RELEASE = typeof __PORTAL_RELEASE__ === 'string' ? __PORTAL_RELEASE__ : 'development'
