import {
  accountDeletedSchema,
  changeEmailConfirmSchema,
  changeEmailInitSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailChangedSchema,
  emailCodeSentSchema,
  errorSchema,
  languageRecordSchema,
  otherSessionsEndedSchema,
  passwordChangedSchema,
  setLanguageSchema,
} from '@talanty/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstRuleErrors } from '../../plugins/errors.ts';
import { type AccountService, createAccountService } from './account.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    account: AccountService;
  }
}

const tags = ['account'];
const errors = {
  400: errorSchema,
  401: errorSchema,
  409: errorSchema,
  423: errorSchema,
  429: errorSchema,
  503: errorSchema,
};

const routes: FastifyPluginAsyncZod = async (app) => {
  const account = app.account;
  const signedIn = { preHandler: app.requireUser };
  const security = [{ session: [] }];

  // A refused form answers with its first rule's own code and message, each field with its own.
  app.setErrorHandler(firstRuleErrors);

  app.post(
    '/api/user/changePassword',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Change the password: checks the current one; ends every other session and gives this one a new id',
        body: changePasswordSchema,
        response: { 200: passwordChangedSchema, ...errors },
      },
    },
    (req, reply) => account.changePassword({ req, reply }, req.body),
  );

  app.post(
    '/api/user/changeEmail/init',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Start an e-mail change: checks the password, mails a 6-digit code to the new address',
        body: changeEmailInitSchema,
        response: { 200: emailCodeSentSchema, ...errors },
      },
    },
    (req, reply) => account.changeEmailInit({ req, reply }, req.body),
  );

  app.post(
    '/api/user/changeEmail/renewcode',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Mail a new code to the new address (the old code stops working); at most once per 30 s',
        response: { 200: emailCodeSentSchema, ...errors },
      },
    },
    (req, reply) => account.changeEmailRenew({ req, reply }),
  );

  app.post(
    '/api/user/changeEmail/confirm',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Confirm the new e-mail with the mailed code; the old address is told',
        body: changeEmailConfirmSchema,
        response: { 200: emailChangedSchema, ...errors },
      },
    },
    (req, reply) => account.changeEmailConfirm({ req, reply }, req.body.otp),
  );

  app.post(
    '/api/user/logoutOtherSessions',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Sign out on every other device; this session stays',
        response: { 200: otherSessionsEndedSchema, 401: errorSchema },
      },
    },
    (req, reply) => account.logoutOtherSessions({ req, reply }),
  );

  app.post(
    '/api/user/setLanguage',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The language of the account’s mails (ru or en; RUS/ENU accepted)',
        body: setLanguageSchema,
        response: { 200: languageRecordSchema, ...errors },
      },
    },
    (req, reply) => account.setLanguage({ req, reply }, req.body.languageCode),
  );

  app.post(
    '/api/user/deleteAccount',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Delete the account for good: its files and their bytes, profile, talents and sessions; signs out',
        body: deleteAccountSchema,
        response: { 200: accountDeletedSchema, ...errors },
      },
    },
    (req, reply) => account.deleteAccount({ req, reply }, req.body),
  );
};

/** Account settings: password, e-mail, mail language, other sessions, deletion. */
export default fp(
  async (app) => {
    const service = createAccountService(app, app.auth.clock);
    app.decorate('account', service);
    await app.register(routes);

    app.jobs.register({ name: 'account.purge', everyMs: 60 * 60 * 1000, run: () => service.purgeExpired() });
  },
  { name: 'account', dependencies: ['auth', 'jobs', 'files', 'sessions', 'csrf', 'errors', 'i18n'] },
);
