import { Badge, Group, Stack, Text } from '@mantine/core';
import type { FileRecord, FileTag } from '@talanty/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TALENT_COLORS, TALENT_ICONS } from '../../../components/talent-icon.tsx';
import { isTalentCode } from '../../../lib/talents.ts';
import classes from './media-tags.module.css';

type TagGroup = 'talents' | 'tools' | 'styles';

/** Each tag leads to the search for more people with it (spec section 2's search parameters). */
const SEARCH_PARAM: Record<TagGroup, string> = {
  talents: 'talantCode',
  tools: 'toolCode',
  styles: 'styleCode',
};

function TagChip({ group, tag }: { group: TagGroup; tag: FileTag }) {
  const { t } = useTranslation(['media', 'common']);
  const talent = group === 'talents' && isTalentCode(tag.Code) ? tag.Code : null;
  const name = talent ? t(`common:talents.${talent}.name`) : (tag.Name ?? tag.Code);
  const TalentIcon = talent ? TALENT_ICONS[talent] : null;
  return (
    <Badge
      component={Link}
      to={`/search?${SEARCH_PARAM[group]}=${encodeURIComponent(tag.Code)}`}
      variant="light"
      color={talent ? TALENT_COLORS[talent] : group === 'styles' ? 'grape' : 'blue'}
      size="lg"
      radius="xl"
      tt="none"
      className={classes.chip}
      leftSection={TalentIcon ? <TalentIcon size={15} aria-hidden /> : undefined}
      aria-label={t('media:page.tagsLabel', { group: t(`media:tags.${group}`), name })}
    >
      {name}
    </Badge>
  );
}

/** The file's talents, tools and styles as chips, grouped; nothing at all when it has none. */
export function MediaTags({
  file,
}: {
  file: Pick<FileRecord, 'ListOfTalants' | 'ListOfTools' | 'ListOfStyles'>;
}) {
  const { t } = useTranslation('media');
  const groups: [TagGroup, FileTag[]][] = (
    [
      ['talents', file.ListOfTalants],
      ['tools', file.ListOfTools],
      ['styles', file.ListOfStyles],
    ] as [TagGroup, FileTag[]][]
  ).filter(([, tags]) => tags.length > 0);
  if (groups.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="media-tags">
      {groups.map(([group, tags]) => (
        <div key={group} className={classes.row}>
          <Text size="sm" c="dimmed" fw={600} className={classes.label}>
            {t(`tags.${group}`)}
          </Text>
          <Group gap={8} className={classes.chips}>
            {tags.map((tag) => (
              <TagChip key={tag.Code} group={group} tag={tag} />
            ))}
          </Group>
        </div>
      ))}
    </Stack>
  );
}
