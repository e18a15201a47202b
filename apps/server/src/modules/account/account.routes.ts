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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstRuleErrors } from '../../plugins/errors.ts';
import type { AccountService } from './account.service.ts';

const tags = ['account'];
const errors = {
  400: errorSchema,
  401: errorSchema,
  409: errorSchema,
  423: errorSchema,
  429: errorSchema,
  503: errorSchema,
};

/** Every path needs a session; the routes read it and own its cookie. */
export const accountRoutes =
  (account: AccountService): FastifyPluginAsyncZod =>
  async (app) => {
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
      async (req, reply) => {
        const answer = await account.changePassword(req.user!.id, req.sessionToken, req.lang, req.body);
        // A new id for this browser's session (the old one ends), so a copied cookie is worthless too.
        await app.sessions.create(req, reply, req.user!.id);
        return answer;
      },
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
      (req) => account.changeEmailInit(req.user!.id, req.lang, req.body),
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
      (req) => account.changeEmailRenew(req.user!.id),
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
      (req) => account.changeEmailConfirm(req.user!.id, req.body.otp),
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
      (req) => account.logoutOtherSessions(req.user!.id, req.sessionToken),
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
      (req) => account.setLanguage(req.user!.id, req.body.languageCode),
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
      async (req, reply) => {
        const answer = await account.deleteAccount(req.user!.id, req.lang, req.body);
        await app.sessions.destroy(req, reply);
        return answer;
      },
    );
  };
