import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { fieldErrors, HttpError, LimitRefusal } from '../errors'
import { ProofOfWorkRequired } from '../services/sign-in/proof-of-work'
import { acceptedLanguage, bodyIn, readersLanguage } from '../readers-language'
import { isDatabaseAway } from '../db/database-away'

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again later.'
const INTERNAL = 'Something went wrong on our side. Please try again later.'

/** Turns every failure into the contract's body: never a stack trace, never a 500 for bad input. */
export default fp(async function errorHandler(app: FastifyInstance) {
  // The refusals the portal words itself go out in the reader's language (decision 055).
  const profileLanguage = async (cid: string) =>
    (await app.services.customers.find(cid))?.language ?? undefined
  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    // A refusal's words depend on the page's language and on whose session asks (the profile's).
    void reply.header('Vary', 'Accept-Language, Authorization')
    if (error instanceof LimitRefusal && error.retryAfterMs !== undefined)
      void reply.header('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)))
    // The proof asked for is for this route and network: only here are both known.
    if (error instanceof ProofOfWorkRequired)
      error.challenge = await app.proofChallengeFor(request, error.factor)
    if (error instanceof HttpError) {
      // A limit's refusal goes out at once, without asking the database for the profile's
      // language: a script flooding a limited route must not cost a query per refusal.
      const language =
        error instanceof LimitRefusal
          ? (acceptedLanguage(request.headers['accept-language']) ?? 'en')
          : await readersLanguage(request, profileLanguage)
      return reply.code(error.statusCode).send(bodyIn(language, error.toBody()))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {}
      for (const issue of error.validation) {
        const field = issue.instancePath.slice(1).replaceAll('/', '.') || 'non_field_errors'
        ;(errors[field] ??= []).push(issue.message ?? 'Invalid value')
      }
      const body = fieldErrors(errors).toBody()
      return reply.code(400).send(bodyIn(await readersLanguage(request, profileLanguage), body))
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals: malformed JSON, body too large, unsupported media type.
      return reply.code(error.statusCode).send({ detail: error.message })
    }
    if (isDatabaseAway(error)) {
      request.log.error({ err: error }, 'database unavailable')
      // A restart takes seconds: the web app and API clients may try again after this many.
      return reply.code(503).header('Retry-After', '5').send({ detail: UNAVAILABLE })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ detail: INTERNAL })
  })
})
