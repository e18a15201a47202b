import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

type PromptTexts = { title: string; text: string; stay: string; leave: string };

/**
 * Warns before leaving a page whose forms hold unsaved changes (in-app navigation and tab close).
 * `texts` replaces the account wording where something else would be lost (uploads in progress).
 */
export function UnsavedChangesPrompt({ when, texts }: { when: boolean; texts?: PromptTexts }) {
  const { t } = useTranslation('account');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={texts?.title ?? t('unsaved.title')}
      centered
      radius="lg"
    >
      <Text size="sm" mb="lg">
        {texts?.text ?? t('unsaved.text')}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {texts?.stay ?? t('unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {texts?.leave ?? t('unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
