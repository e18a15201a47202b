import { type Lang, languageRecordSchema } from '@talanty/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInfoKeys } from '../../../hooks/use-user-info.ts';
import { api } from '../../../lib/api-client.ts';

export const SET_LANGUAGE_PATH = '/api/user/setLanguage';

/** The language of the account's mails (the interface language is this browser's choice). */
export function setAccountLanguage(languageCode: Lang) {
  return api.post(SET_LANGUAGE_PATH, { languageCode }, { schema: languageRecordSchema, silent: true });
}

export function useSetAccountLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAccountLanguage,
    onSuccess: (answer) => {
      client.setQueryData(userInfoKeys.all, (info: { LanguageCode: Lang } | undefined) =>
        info ? { ...info, LanguageCode: answer.LanguageCode } : info,
      );
    },
  });
}
