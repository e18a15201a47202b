import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type Icon,
  IconAddressBook,
  IconBrandApple,
  IconBrandBandcamp,
  IconBrandInstagram,
  IconBrandSoundcloud,
  IconBrandSpotify,
  IconBrandTelegram,
  IconBrandVk,
  IconBrandWhatsapp,
  IconBrandYandex,
  IconBrandYoutube,
  IconHeartHandshake,
  IconMail,
  IconMusic,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import type { Profile } from '@talanty/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.tsx';
import { useUpdateContactInfo } from '../api/update-contact-info.ts';
import type { ReportDirty } from '../lib/dirty.ts';
import { contractResolver, reportSaveError } from '../lib/form-errors.ts';
import {
  CONTACT_GROUPS,
  type ContactField,
  type ContactValues,
  contactInfoSchema,
  contactsToValues,
} from '../lib/profile-form.ts';
import classes from './contacts-section.module.css';
import { FormFooter } from './form-footer.tsx';
import { SectionCard } from './section-card.tsx';

const ICONS: Record<ContactField, Icon> = {
  Phone: IconPhone,
  Email: IconMail,
  Telegram: IconBrandTelegram,
  WhatsApp: IconBrandWhatsapp,
  VK: IconBrandVk,
  YouTube: IconBrandYoutube,
  Website: IconWorld,
  Instagram: IconBrandInstagram,
  SoundCloud: IconBrandSoundcloud,
  Spotify: IconBrandSpotify,
  YandexMusic: IconBrandYandex,
  Bandcamp: IconBrandBandcamp,
  AppleMusic: IconBrandApple,
  VKMusic: IconMusic,
  Boosty: IconHeartHandshake,
};

const LINK_INPUT = { type: 'text', autoComplete: 'off', inputMode: 'url' } as const;

const INPUT: Record<
  ContactField,
  { type: string; autoComplete: string; inputMode?: 'tel' | 'email' | 'url' }
> = {
  Phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  Email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  Telegram: { type: 'text', autoComplete: 'off' },
  WhatsApp: { type: 'tel', autoComplete: 'off', inputMode: 'tel' },
  VK: { type: 'text', autoComplete: 'off' },
  YouTube: { type: 'text', autoComplete: 'off', inputMode: 'url' },
  Website: { type: 'url', autoComplete: 'url', inputMode: 'url' },
  Instagram: { type: 'text', autoComplete: 'off' },
  SoundCloud: LINK_INPUT,
  Spotify: LINK_INPUT,
  YandexMusic: LINK_INPUT,
  Bandcamp: LINK_INPUT,
  AppleMusic: LINK_INPUT,
  VKMusic: LINK_INPUT,
  Boosty: LINK_INPUT,
};

/** Contact information (shown to signed-in readers as the privacy settings allow). */
export function ContactsSection({
  profile,
  onDirtyChange,
}: {
  profile: Profile;
  onDirtyChange: ReportDirty;
}) {
  const { t } = useTranslation('account');
  const update = useUpdateContactInfo();
  const form = useForm<ContactValues>({
    initialValues: contactsToValues(profile.ContactInfo),
    validate: contractResolver(contactInfoSchema),
    validateInputOnBlur: true,
  });
  const dirty = form.isDirty();

  useEffect(() => onDirtyChange('contacts', dirty), [dirty, onDirtyChange]);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        try {
          const saved = await update.mutateAsync(values);
          const normalised = contactsToValues(saved);
          form.setValues(normalised);
          form.resetDirty(normalised);
          notifySuccess(t('toast.saved'));
        } catch (error) {
          reportSaveError(error, t, form);
        }
      })}
    >
      <SectionCard
        id="contacts"
        icon={IconAddressBook}
        title={t('sections.contacts')}
        description={t('contacts.description')}
        footer={<FormFooter dirty={dirty} saving={update.isPending} onReset={() => form.reset()} />}
      >
        <Stack gap="lg">
          {CONTACT_GROUPS.map((group) => (
            <Stack
              key={group.key}
              gap="xs"
              component="fieldset"
              className={classes.group}
              aria-labelledby={`contacts-group-${group.key}`}
            >
              <Title order={3} size="h6" id={`contacts-group-${group.key}`} c="dimmed" tt="uppercase" fz="xs">
                {t(`contacts.groups.${group.key}`)}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                {group.fields.map((field) => {
                  const IconComponent = ICONS[field];
                  return (
                    <TextInput
                      key={field}
                      label={t(`contacts.${field}`)}
                      placeholder={t(`contacts.placeholder.${field}`)}
                      leftSection={<IconComponent size={16} aria-hidden />}
                      spellCheck={false}
                      {...INPUT[field]}
                      {...form.getInputProps(field)}
                    />
                  );
                })}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      </SectionCard>
    </form>
  );
}
