import { type RegistrationInit, registrationInitSchema } from '@talanty/contract';
import { z } from 'zod';

export type SignUpValues = {
  email: string;
  nickName: string;
  password: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD from the date picker, or null. */
  birthDate: string | null;
  sex: '' | 'M' | 'F';
  attractionSource: string | null;
  schoolName: string | null;
  partnerCode: string;
  acceptAgreement: boolean;
  acceptPublication: boolean;
};

export const SIGN_UP_FIELDS = [
  'email',
  'nickName',
  'password',
  'firstName',
  'lastName',
  'birthDate',
  'sex',
  'attractionSource',
  'schoolName',
  'partnerCode',
] as const;

export const emptySignUp: SignUpValues = {
  email: '',
  nickName: '',
  password: '',
  firstName: '',
  lastName: '',
  birthDate: null,
  sex: '',
  attractionSource: null,
  schoolName: null,
  partnerCode: '',
  acceptAgreement: false,
  acceptPublication: false,
};

/**
 * The contract's sign-up rules plus the two consents the page asks for: the user agreement, and
 * (separately, as 152-FZ art. 10.1 requires) consent to make the profile data public.
 */
export const signUpSchema = registrationInitSchema.extend({
  acceptAgreement: z.literal(true, 'AGREEMENT_REQUIRED'),
  acceptPublication: z.literal(true, 'PUBLICATION_CONSENT_REQUIRED'),
});

/** The body of POST /registration/init: blanks left out. */
export function toRegistrationBody(values: SignUpValues): RegistrationInit {
  const text = (value: string | null) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  };
  return {
    email: values.email.trim(),
    nickName: values.nickName.trim(),
    password: values.password,
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    birthDate: text(values.birthDate),
    sex: values.sex || undefined,
    attractionSource: text(values.attractionSource),
    schoolName: text(values.schoolName),
    partnerCode: text(values.partnerCode),
  };
}

/** What survives a trip to the confirmation page and back: everything typed except the password. */
export function toDraft(values: SignUpValues): Partial<SignUpValues> {
  const { password: _password, ...rest } = values;
  return rest;
}
