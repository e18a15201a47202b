import { Badge, Box, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { UserTalent } from '@talanty/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import chipClasses from '../../../components/talent-chip.module.css';
import { chipColors, talentVisuals } from '../../../components/talent-visuals.ts';
import { talentEditPath } from '../lib/paths.ts';
import { PriceList } from './price-list.tsx';
import classes from './talent-card.module.css';

/** One talent: its stage name, about text, tools (labelled by kind), styles and price list. */
export function TalentCard({ talent, isOwner }: { talent: UserTalent; isOwner: boolean }) {
  const { t } = useTranslation('profile');
  const { icon: TalentIcon, color } = talentVisuals(talent.Code);
  const base = `talent-${talent.Code}`;
  const tools = talent.ToolFieldKind ? talent.ListOfTool : [];
  const hasTags = tools.length > 0 || talent.ListOfStyle.length > 0;
  const services = talent.ListOfTalantService;

  return (
    <Box
      component="article"
      id={base}
      className={classes.card}
      aria-labelledby={`${base}-title`}
      style={{ '--talent-accent': `var(--mantine-color-${color}-filled)` } as CSSProperties}
      data-testid="talent-card"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="md" wrap="nowrap" align="center" miw={0}>
          <ThemeIcon size={48} radius="md" variant="light" color={color}>
            <TalentIcon size={26} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Box miw={0}>
            {talent.CreativeName && (
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts="0.04em">
                {talent.Name}
              </Text>
            )}
            <Title order={3} id={`${base}-title`} className={classes.title}>
              {talent.CreativeName ?? talent.Name}
            </Title>
          </Box>
        </Group>
        {isOwner && (
          <Button
            component={Link}
            to={talentEditPath(talent.Code)}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={t('talent.editLabel', { talent: talent.Name })}
          >
            {t('talent.edit')}
          </Button>
        )}
      </Group>

      {talent.About && (
        <Text mt="md" className={classes.about}>
          {talent.About}
        </Text>
      )}

      {(hasTags || services.length > 0 || isOwner) && (
        <div className={classes.columns} data-two={hasTags && (services.length > 0 || isOwner)}>
          {hasTags && (
            <Stack gap="md">
              {tools.length > 0 && talent.ToolFieldKind && (
                <div>
                  <Text id={`${base}-tools`} className={classes.sectionLabel}>
                    {t(`talent.tools.${talent.ToolFieldKind}`)}
                  </Text>
                  <Group gap={6} role="list" aria-labelledby={`${base}-tools`}>
                    {tools.map((tool) => (
                      <Badge
                        key={tool.Code}
                        role="listitem"
                        variant="default"
                        size="lg"
                        radius="md"
                        tt="none"
                        fw={500}
                      >
                        {tool.Name}
                      </Badge>
                    ))}
                  </Group>
                </div>
              )}
              {talent.ListOfStyle.length > 0 && (
                <div>
                  <Text id={`${base}-styles`} className={classes.sectionLabel}>
                    {t('talent.styles')}
                  </Text>
                  <Group gap={6} role="list" aria-labelledby={`${base}-styles`}>
                    {talent.ListOfStyle.map((style) => (
                      <Badge
                        key={style.Code}
                        role="listitem"
                        variant="light"
                        color={color}
                        size="lg"
                        radius="xl"
                        tt="none"
                        fw={500}
                        className={chipClasses.chip}
                        style={chipColors(color) as CSSProperties}
                      >
                        {style.Name}
                      </Badge>
                    ))}
                  </Group>
                </div>
              )}
            </Stack>
          )}
          {services.length > 0 ? (
            <div>
              <Text id={`${base}-services`} className={classes.sectionLabel}>
                {t('talent.services')}
              </Text>
              <PriceList services={services} labelId={`${base}-services`} />
            </div>
          ) : (
            isOwner && (
              <Text size="sm" c="dimmed">
                {t('talent.noServicesOwner')}
              </Text>
            )
          )}
        </div>
      )}
    </Box>
  );
}
