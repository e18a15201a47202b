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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { firstRuleErrors } from '../../plugins/errors.ts';
import { AUTH_RULES, type AuthService } from './auth.service.ts';

const tags = ['auth'];
const errors = { 400: errorSchema, 409: errorSchema, 429: errorSchema, 503: errorSchema };

/**
 * The auth paths of spec section 7, exactly as the existing clients call them. The routes own the
 * cookies: the pending sign-up's and recovery's (their tokens go to the service) and the session.
 */
export const authRoutes =
  (auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    const { secureCookies } = app.config;
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };
    const SIGNUP_COOKIE = secureCookies ? '__Host-signup' : 'signup';
    const RESET_COOKIE = secureCookies ? '__Host-recovery' : 'recovery';
    const setCookie = (reply: FastifyReply, name: string, token: string) =>
      reply.setCookie(name, token, { ...cookieOptions, maxAge: AUTH_RULES.pendingTtlMs / 1000 });
    const clearCookie = (reply: FastifyReply, name: string) => reply.clearCookie(name, cookieOptions);
    const origin = (req: FastifyRequest, cookie: string) => ({
      lang: req.lang,
      ip: req.ip,
      previousToken: req.cookies[cookie],
    });
    const signIn = async (req: FastifyRequest, reply: FastifyReply, userId: string) => {
      await app.sessions.create(req, reply, userId);
      return { status: 'LOGGED_IN' as const };
    };

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
      async (req, reply) => {
        const { answer, token } = await auth.registrationInit(req.body, origin(req, SIGNUP_COOKIE));
        setCookie(reply, SIGNUP_COOKIE, token);
        return answer;
      },
    );

    app.get(
      '/registration/renewcode',
      {
        // GET by contract, but it mails: no automatic HEAD twin that would do the same, and the
        // XSRF header is required as on every write (the web client sends it on every call).
        exposeHeadRoute: false,
        config: { csrf: true },
        schema: {
          tags,
          summary:
            'Mail a new sign-up code (the old one stops working); at most once per 30 s; needs X-XSRF-TOKEN like a write',
          security: [{ xsrf: [] }],
          response: { 200: otpSentSchema, ...errors },
        },
      },
      (req) => auth.renewCode(req.cookies[SIGNUP_COOKIE]),
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
      async (req, reply) => {
        try {
          const { userId } = await auth.registrationConfirm(req.cookies[SIGNUP_COOKIE], req.query.otp);
          clearCookie(reply, SIGNUP_COOKIE);
          return await signIn(req, reply, userId);
        } catch (err) {
          // Taken meanwhile: the pending sign-up is gone, and the person starts over from the form.
          if (err instanceof AppError && err.status === 409) clearCookie(reply, SIGNUP_COOKIE);
          throw err;
        }
      },
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
      async (req, reply) => signIn(req, reply, (await auth.login(req.body, req.ip)).userId),
    );

    app.post(
      '/logout',
      { schema: { tags, summary: 'Sign out: ends this session', response: { 200: loggedOutSchema } } },
      async (req, reply) => {
        await app.sessions.destroy(req, reply);
        return { status: 'NOT_LOGGED_IN' as const };
      },
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
      async (req, reply) => {
        const { answer, token } = await auth.resetInit(req.body.email, origin(req, RESET_COOKIE));
        setCookie(reply, RESET_COOKIE, token);
        return answer;
      },
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
      async (req, reply) => {
        const answer = await auth.resetConfirm(req.cookies[RESET_COOKIE], req.body.otp, req.lang);
        clearCookie(reply, RESET_COOKIE);
        return answer;
      },
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
      async (req, reply) => {
        const { userId } = await auth.resetComplete(req.body, req.lang);
        // Clear this browser's cookie too when it held one of the sessions just ended.
        if (req.user?.id === userId) await app.sessions.destroy(req, reply);
        return { status: 'PASSWORD_CHANGED' as const };
      },
    );
  };
