import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

/** A list that could not be loaded: what failed, the server's or network's reason, and a retry. */
export function ListLoadError({
  title,
  message,
  retryLabel,
  retrying,
  onRetry,
}: {
  title: string;
  message: string | undefined;
  retryLabel: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert
      variant="light"
      color="red"
      radius="lg"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={title}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          loading={retrying}
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
        >
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}

/** «Показать ещё» under a paged list (the keyboard's way to the next page), with its failure said aloud. */
export function LoadMore({
  label,
  errorLabel,
  loading,
  failed,
  onLoad,
  ref,
}: {
  label: string;
  errorLabel: string;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
  ref?: React.Ref<HTMLDivElement>;
}) {
  return (
    <Stack gap={6} align="center" ref={ref}>
      {failed && (
        <Text size="sm" c="red" role="alert">
          {errorLabel}
        </Text>
      )}
      <Button variant="default" loading={loading} onClick={onLoad}>
        {label}
      </Button>
    </Stack>
  );
}
