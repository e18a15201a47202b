import { type OtpSent, otpSentSchema, type RegistrationInit } from '@talanty/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /registration/init: checks the data and mails a 6-digit code. */
export function registrationInit(body: RegistrationInit): Promise<OtpSent> {
  return api.post('/registration/init', body, { schema: otpSentSchema, silent: true });
}

export function useRegistrationInit() {
  return useMutation({ mutationFn: registrationInit });
}
