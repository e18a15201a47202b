import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import classes from './privacy-choice.module.css';

export type PrivacyOption<V extends string> = { value: V; label: string; hint: string };

type PrivacyChoiceProps<V extends string> = {
  name: string;
  label: string;
  value: V | undefined;
  options: PrivacyOption<V>[];
  disabled?: boolean;
  onChange: (value: V) => void;
};

/** Radio cards: each choice with the one sentence that says what it means. */
export function PrivacyChoice<V extends string>({
  name,
  label,
  value,
  options,
  disabled,
  onChange,
}: PrivacyChoiceProps<V>) {
  return (
    <Radio.Group
      name={name}
      value={value ?? null}
      onChange={(next) => onChange(next as V)}
      aria-label={label}
      data-testid={`privacy-${name}`}
    >
      <SimpleGrid cols={{ base: 1, sm: options.length }} spacing="sm">
        {options.map((option) => (
          <Radio.Card
            key={option.value}
            value={option.value}
            className={classes.option}
            disabled={disabled}
            aria-labelledby={`${name}-${option.value}-label`}
            aria-describedby={`${name}-${option.value}-hint`}
            data-testid={`privacy-${name}-${option.value}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <div>
                <Text id={`${name}-${option.value}-label`} className={classes.label}>
                  {option.label}
                </Text>
                <Text id={`${name}-${option.value}-hint`} size="sm" c="dimmed" mt={4}>
                  {option.hint}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
