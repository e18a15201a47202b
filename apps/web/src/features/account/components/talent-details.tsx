import { MultiSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TALENT_LIMITS, type UserTalent } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.tsx';
import { useStyleList } from '../../../shared/glossary/api/get-style-list.ts';
import { useToolList } from '../../../shared/glossary/api/get-tool-list.ts';
import { useSyncTalent } from '../api/sync-talant.ts';
import { messageOf, reportSaveError } from '../lib/form-errors.ts';

export type TalentDetailsValues = { CreativeName: string; About: string; tools: string[]; styles: string[] };

function validateDetails(values: TalentDetailsValues) {
  const errors: Record<string, string> = {};
  if (values.CreativeName.trim().length > TALENT_LIMITS.creativeName)
    errors.CreativeName = 'CREATIVE_NAME_TOO_LONG';
  if (values.About.trim().length > TALENT_LIMITS.about) errors.About = 'ABOUT_TOO_LONG';
  if (values.tools.length > TALENT_LIMITS.tools) errors.tools = 'TOO_MANY_TOOLS';
  if (values.styles.length > TALENT_LIMITS.styles) errors.styles = 'TOO_MANY_STYLES';
  return Object.fromEntries(Object.entries(errors).map(([k, code]) => [k, messageOf(code)]));
}

/** The form of a talent's texts, tools and styles, saved in one POST /api/user/syncTalant. */
export function useTalentDetailsForm(talent: UserTalent) {
  const { t } = useTranslation('account');
  const sync = useSyncTalent();
  const form = useForm<TalentDetailsValues>({
    initialValues: {
      CreativeName: talent.CreativeName ?? '',
      About: talent.About ?? '',
      tools: talent.ListOfTool.map((tool) => tool.Code),
      styles: talent.ListOfStyle.map((style) => style.Code),
    },
    validate: validateDetails,
    validateInputOnChange: ['tools', 'styles'],
  });

  /** Saves; true when the server took it. */
  async function save(values: TalentDetailsValues): Promise<boolean> {
    try {
      await sync.mutateAsync({
        Code: talent.Code,
        CreativeName: values.CreativeName.trim() || null,
        About: values.About.trim() || null,
        ...(talent.ToolFieldKind ? { ListOfTool: values.tools.map((Code) => ({ Code })) } : {}),
        ...(talent.ShowStyleFlag === 'Y' ? { ListOfStyle: values.styles.map((Code) => ({ Code })) } : {}),
      });
      form.resetDirty(values);
      notifySuccess(t('toast.talentSaved'));
      return true;
    } catch (error) {
      reportSaveError(
        error,
        t,
        form,
        {
          UNKNOWN_TOOL: 'tools',
          TOO_MANY_TOOLS: 'tools',
          UNKNOWN_STYLE: 'styles',
          TOO_MANY_STYLES: 'styles',
        },
        t('toast.talentFailed'),
      );
      return false;
    }
  }

  return { form, save, saving: sync.isPending };
}

function grouped(items: { Code: string; Name: string; TypeTranslate: string }[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const item of items) {
    const list = groups.get(item.TypeTranslate) ?? [];
    list.push({ value: item.Code, label: item.Name });
    groups.set(item.TypeTranslate, list);
  }
  return [...groups].map(([group, list]) => ({ group, items: list }));
}

type FieldsProps = { talent: UserTalent; form: ReturnType<typeof useTalentDetailsForm>['form'] };

/** Creative name, about, the talent's tools field (by ToolFieldKind) and styles (when ShowStyleFlag). */
export function TalentDetailsFields({ talent, form }: FieldsProps) {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const showTools = talent.ToolFieldKind !== null;
  const showStyles = talent.ShowStyleFlag === 'Y';
  const tools = useToolList(lang, talent.Code, showTools);
  const styles = useStyleList(lang, talent.Code, showStyles);
  const aboutLength = form.values.About.length;

  return (
    <Stack gap="md">
      <TextInput
        label={t('talent.creativeName')}
        description={t('talent.creativeNameHint')}
        maxLength={TALENT_LIMITS.creativeName}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('CreativeName')}
      />
      <div>
        <Textarea
          label={t('talent.about')}
          placeholder={t('talent.aboutPlaceholder')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={TALENT_LIMITS.about}
          {...form.getInputProps('About')}
        />
        <Text size="xs" c="dimmed" ta="end" mt={4} aria-live="polite">
          {t('personal.counter', { count: aboutLength, max: TALENT_LIMITS.about })}
        </Text>
      </div>
      {(showTools || showStyles) && (
        <SimpleGrid cols={{ base: 1, md: showTools && showStyles ? 2 : 1 }} spacing="md">
          {showTools && talent.ToolFieldKind && (
            <MultiSelect
              label={t(`talent.toolLabel.${talent.ToolFieldKind}`)}
              placeholder={
                form.values.tools.length
                  ? undefined
                  : t(talent.Code === 'SNG' ? 'talent.placeholderVoice' : 'talent.placeholderInstruments')
              }
              description={t('talent.upTo', { count: TALENT_LIMITS.tools })}
              data={grouped(tools.data ?? [])}
              searchable
              clearable
              hidePickedOptions
              maxDropdownHeight={320}
              nothingFoundMessage={t('location.nothingFound')}
              comboboxProps={{ withinPortal: true }}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data-testid="tools-select"
              {...form.getInputProps('tools')}
            />
          )}
          {showStyles && (
            <MultiSelect
              label={t('talent.styles')}
              placeholder={form.values.styles.length ? undefined : t('talent.stylesPlaceholder')}
              description={t('talent.upTo', { count: TALENT_LIMITS.styles })}
              data={grouped(styles.data ?? [])}
              searchable
              clearable
              hidePickedOptions
              maxDropdownHeight={320}
              nothingFoundMessage={t('location.nothingFound')}
              comboboxProps={{ withinPortal: true }}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data-testid="styles-select"
              {...form.getInputProps('styles')}
            />
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
