import {
  errorSchema,
  loggedInSchema,
  loggedOutSchema,
  loginSchema,
  otpSentSchema,
  passwordChangedSchema,
  registrationConfirmQuerySchema,
  registrationInitSchema,
  resetCompleteSchema,
  resetConfirmSchema,
  resetInitSchema,
  resetLinkSentSchema,
} from '@talanty/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import mail from '../../lib/mail.ts';
import { firstRuleErrors } from '../../plugins/errors.ts';
import { type AuthService, type Clock, createAuthService } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

const tags = ['auth'];
const errors = { 400: errorSchema, 409: errorSchema, 429: errorSchema, 503: errorSchema };

/** The auth paths of spec section 7, exactly as the existing clients call them. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.auth;

  // A refused form answers with its first rule's own code and message, each field with its own.
  app.setErrorHandler(firstRuleErrors);

  app.post(
    '/registration/init',
    {
      schema: {
        tags,
        summary: 'Start a sign-up: checks the data and mails a 6-digit code (valid 2 minutes)',
        body: registrationInitSchema,
        response: { 200: otpSentSchema, ...errors },
      },
    },
    (req, reply) => auth.registrationInit({ req, reply }, req.body),
  );

  app.get(
    '/registration/renewcode',
    {
      // GET by contract, but it mails: no automatic HEAD twin that would do the same.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'Mail a new sign-up code (the old one stops working); at most once per 30 s',
        response: { 200: otpSentSchema, ...errors },
      },
    },
    (req, reply) => auth.renewCode({ req, reply }),
  );

  app.post(
    '/registration/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm the sign-up with the mailed code: creates the account and signs in',
        querystring: registrationConfirmQuerySchema,
        response: { 200: loggedInSchema, ...errors },
      },
    },
    (req, reply) => auth.registrationConfirm({ req, reply }, req.query.otp),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail or nickname (case-insensitive) and password',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: loginSchema,
        response: { 200: loggedInSchema, 401: errorSchema, 423: errorSchema, ...errors },
      },
    },
    (req, reply) => auth.login({ req, reply }, req.body),
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'Sign out: ends this session', response: { 200: loggedOutSchema } } },
    (req, reply) => auth.logout({ req, reply }),
  );

  app.post(
    '/reset-password/init',
    {
      schema: {
        tags,
        summary:
          'Start password recovery: mails a code when an account has this e-mail (same answer either way)',
        body: resetInitSchema,
        response: { 200: otpSentSchema, ...errors },
      },
    },
    (req, reply) => auth.resetInit({ req, reply }, req.body.email),
  );

  app.post(
    '/reset-password/confirm',
    {
      schema: {
        tags,
        summary: 'Check the recovery code: mails a single-use link to set a new password (30 minutes)',
        body: resetConfirmSchema,
        response: { 200: resetLinkSentSchema, ...errors },
      },
    },
    (req, reply) => auth.resetConfirm({ req, reply }, req.body.otp),
  );

  app.post(
    '/reset-password/complete',
    {
      schema: {
        tags,
        summary: 'Set the new password from the mailed link; ends every session of the user',
        body: resetCompleteSchema,
        response: { 200: passwordChangedSchema, ...errors },
      },
    },
    (req, reply) => auth.resetComplete({ req, reply }, req.body),
  );
};

/** Sign-up, sign-in, sign-out and recovery. `app.auth.clock` is the time the rules use (tests move it). */
export default fp(
  async (app) => {
    if (!app.hasDecorator('mailer')) await app.register(mail);
    const clock: Clock = { now: () => new Date() };
    const service = createAuthService({
      db: app.db,
      config: app.config,
      mailer: app.mailer,
      sessions: app.sessions,
      log: app.log,
      clock,
    });
    app.decorate('auth', service);
    await app.register(routes);

    app.jobs.register({ name: 'auth.purge', everyMs: 60 * 60 * 1000, run: () => service.purgeExpired() });
  },
  { name: 'auth', dependencies: ['db', 'jobs', 'sessions', 'csrf', 'errors', 'i18n'] },
);
