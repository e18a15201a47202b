import { Anchor, Box, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconFileText, IconHash, IconSchool, IconShieldLock } from '@tabler/icons-react';
import { toLang } from '@talanty/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LEGAL_DOCS, type LegalDocId } from '../../../lib/legal-docs.ts';
import { LEGAL_DOC_PATHS } from '../load-legal-text.ts';
import type { LegalText } from '../types.ts';
import classes from './legal-document.module.css';

const DOC_ICONS = { 'user-agreement': IconFileText, policy: IconShieldLock, 'partner-program': IconSchool };

export function sectionId(index: number): string {
  return `section-${index + 1}`;
}

/** Texts may number their headings themselves ("2. Data we keep"); the number is styled apart either way. */
export function splitHeading(heading: string, index: number): { number: string; text: string } {
  const match = /^(\d+(?:\.\d+)*)[.)]?\s+(.*)$/s.exec(heading.trim());
  return match ? { number: match[1]!, text: match[2]! } : { number: String(index + 1), text: heading };
}

function formatDate(iso: string, lang: string): string {
  const date = new Date(`${iso}T00:00:00`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'long' }).format(date);
}

/** Highlights the section being read in the table of contents. */
function useActiveSection(count: number): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const elements = Array.from({ length: count }, (_, index) =>
      document.getElementById(sectionId(index)),
    ).filter((element): element is HTMLElement => element !== null);
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        if (visible[0]) setActive(visible[0].target.id);
      },
      { rootMargin: '-80px 0px -70% 0px' },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [count]);
  return active;
}

type LegalDocumentProps = { doc: LegalDocId; text: LegalText };

export function LegalDocument({ doc, text }: LegalDocumentProps) {
  const { t, i18n } = useTranslation('legal');
  const lang = toLang(i18n.language);
  const { hash } = useLocation();
  const active = useActiveSection(text.sections.length);

  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const toc = (
    <Box component="nav" aria-labelledby="legal-toc-title" className={classes.toc}>
      <Text
        id="legal-toc-title"
        fw={700}
        size="sm"
        tt="uppercase"
        c="dimmed"
        mb="xs"
        className={classes.tocTitle}
      >
        {t('toc')}
      </Text>
      <ol className={classes.tocList}>
        {text.sections.map((section, index) => {
          const id = sectionId(index);
          const heading = splitHeading(section.heading, index);
          return (
            <li key={id}>
              <Anchor
                component={Link}
                to={{ hash: id }}
                preventScrollReset
                className={classes.tocLink}
                data-active={active === id || undefined}
                underline="never"
              >
                <span className={classes.tocNumber}>{heading.number}.</span> {heading.text}
              </Anchor>
            </li>
          );
        })}
      </ol>
    </Box>
  );

  return (
    <div className={classes.layout}>
      <aside className={classes.aside}>{toc}</aside>
      <Paper
        component="article"
        radius="lg"
        withBorder
        className={classes.article}
        aria-labelledby="legal-title"
      >
        <header className={classes.header}>
          <Title order={1} id="legal-title" className={classes.title}>
            {text.title}
          </Title>
          <Text size="sm" c="dimmed" mt={8}>
            {t('updated', { date: formatDate(text.updated, lang) })}
          </Text>
          <Text className={classes.intro}>{text.intro}</Text>
        </header>

        <details className={classes.mobileToc}>
          <summary>{t('toc')}</summary>
          {toc}
        </details>

        {text.sections.map((section, index) => {
          const id = sectionId(index);
          const heading = splitHeading(section.heading, index);
          return (
            <section key={id} aria-labelledby={`${id}-heading`} className={classes.section}>
              <Title order={2} id={id} className={classes.heading}>
                <span id={`${id}-heading`}>
                  <span className={classes.number}>{heading.number}.</span> {heading.text}
                </span>
                <Anchor
                  component={Link}
                  to={{ hash: id }}
                  preventScrollReset
                  className={classes.anchor}
                  aria-label={t('anchor', { heading: heading.text })}
                >
                  <IconHash size={18} aria-hidden />
                </Anchor>
              </Title>
              {section.paragraphs.map((paragraph, paragraphIndex) => (
                <Text
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in a fixed order
                  key={paragraphIndex}
                  className={classes.paragraph}
                >
                  {paragraph}
                </Text>
              ))}
            </section>
          );
        })}
      </Paper>

      <Stack gap="sm" className={classes.others}>
        <Text fw={700}>{t('otherDocs')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {LEGAL_DOCS.filter((other) => other !== doc).map((other) => {
            const DocIcon = DOC_ICONS[other];
            return (
              <UnstyledButton
                key={other}
                component={Link}
                to={LEGAL_DOC_PATHS[other]}
                className={classes.otherDoc}
              >
                <ThemeIcon variant="light" radius="md" size={38}>
                  <DocIcon size={20} aria-hidden />
                </ThemeIcon>
                <Text fw={600}>{t(`docs.${other}`)}</Text>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      </Stack>
    </div>
  );
}
