import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type Icon,
  IconAddressBook,
  IconBrandTelegram,
  IconBrandVk,
  IconBrandWhatsapp,
  IconBrandYoutube,
  IconMail,
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
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  contactInfoSchema,
  contactsToValues,
} from '../lib/profile-form.ts';
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
};

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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {CONTACT_FIELDS.map((field) => {
            const IconComponent = ICONS[field];
            return (
              <TextInput
                key={field}
                label={t(`contacts.${field}`)}
                placeholder={t(`contacts.placeholder.${field}`)}
                leftSection={<IconComponent size={16} aria-hidden />}
                {...INPUT[field]}
                {...form.getInputProps(field)}
              />
            );
          })}
        </SimpleGrid>
      </SectionCard>
    </form>
  );
}
