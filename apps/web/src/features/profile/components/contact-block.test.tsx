import { EMPTY_CONTACT_INFO } from '@talanty/contract';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { profileFixture } from '../../../shared/profile/test-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContactBlock } from './contact-block.tsx';

function renderAt(path: string, ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />);
}

const contacts = {
  ...EMPTY_CONTACT_INFO,
  Phone: '+79123456789',
  Email: 'anna@example.com',
  Telegram: '@anna_sings',
  WhatsApp: null,
  VK: 'https://vk.com/anna.sol',
  YouTube: null,
  Website: 'https://annasol.example.com',
};

describe('the contact block', () => {
  it('shows a signed-in reader the contacts as safe links', () => {
    renderAt(
      '/@anna.sol',
      <ContactBlock profile={profileFixture({ ContactsState: 'SHOWN', ContactInfo: contacts })} />,
    );
    expect(screen.getByRole('heading', { name: 'Контакты' })).toBeInTheDocument();
    const phone = screen.getByRole('link', { name: /Телефон\s*\+7 912 345-67-89/ });
    expect(phone).toHaveAttribute('href', 'tel:+79123456789');
    expect(phone).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: /anna@example\.com/ })).toHaveAttribute(
      'href',
      'mailto:anna@example.com',
    );
    const telegram = screen.getByRole('link', { name: /@anna_sings/ });
    expect(telegram).toHaveAttribute('href', 'https://t.me/anna_sings');
    expect(telegram).toHaveAttribute('target', '_blank');
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('rel', 'noopener nofollow ugc');
    }
    expect(screen.getByRole('link', { name: /vk\.com\/anna\.sol/ })).toHaveAttribute(
      'href',
      'https://vk.com/anna.sol',
    );
    expect(screen.queryByText(/WhatsApp/)).not.toBeInTheDocument();
  });

  it('shows the music platforms with their names and canonical links, grouped apart from the ways to reach', () => {
    renderAt(
      '/@anna.sol',
      <ContactBlock
        profile={profileFixture({
          ContactsState: 'SHOWN',
          ContactInfo: {
            ...contacts,
            Instagram: 'https://www.instagram.com/anna.sings',
            SoundCloud: 'https://soundcloud.com/anna-sol',
            Spotify: 'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF',
            YandexMusic: 'https://music.yandex.ru/artist/123456',
            Bandcamp: 'https://annasol.bandcamp.com',
            AppleMusic: 'https://music.apple.com/ru/artist/anna-sol/1234567890',
            VKMusic: 'https://vk.com/artist/annasol',
            Boosty: 'javascript:alert(1)',
          },
        })}
      />,
    );
    expect(screen.getByText('Связь')).toBeInTheDocument();
    expect(screen.getByText('Музыка и соцсети')).toBeInTheDocument();
    const link = (name: RegExp) => screen.getByRole('link', { name });
    expect(link(/Instagram\s*@anna\.sings/)).toHaveAttribute('href', 'https://www.instagram.com/anna.sings');
    expect(link(/SoundCloud\s*soundcloud\.com\/anna-sol/)).toHaveAttribute(
      'href',
      'https://soundcloud.com/anna-sol',
    );
    // An address that is an opaque id says what it leads to.
    expect(link(/Spotify\s*Страница исполнителя/)).toHaveAttribute(
      'href',
      'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF',
    );
    expect(link(/Яндекс Музыка/)).toHaveAttribute('href', 'https://music.yandex.ru/artist/123456');
    expect(link(/Bandcamp\s*annasol\.bandcamp\.com/)).toHaveAttribute('href', 'https://annasol.bandcamp.com');
    expect(link(/Apple Music/)).toHaveAttribute(
      'href',
      'https://music.apple.com/ru/artist/anna-sol/1234567890',
    );
    expect(link(/VK Музыка/)).toHaveAttribute('href', 'https://vk.com/artist/annasol');
    for (const a of screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('https:')))
      expect(a).toHaveAttribute('target', '_blank');
    // A stored value that is not a link on the platform is shown as text, never linked.
    const boosty = screen.getByText('Boosty').closest('[data-contact]') as HTMLElement;
    expect(boosty.tagName).toBe('DIV');
    expect(within(boosty).queryByRole('link')).toBeNull();
  });

  it('asks a visitor to sign in and brings them back to the profile afterwards', () => {
    renderAt('/@anna.sol?tab=about', <ContactBlock profile={profileFixture({ ContactsState: 'SIGN_IN' })} />);
    expect(screen.getByText('Войдите, чтобы увидеть контакты')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute(
      'href',
      `/auth/signin?next=${encodeURIComponent('/@anna.sol?tab=about')}`,
    );
    expect(screen.queryByRole('link', { name: /tel:/ })).not.toBeInTheDocument();
  });

  it('says so when the owner hid the contacts', () => {
    renderAt('/@anna.sol', <ContactBlock profile={profileFixture({ ContactsState: 'HIDDEN' })} />);
    expect(screen.getByText('Пользователь скрыл контакты')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing when there are no contacts', () => {
    const { container } = renderAt(
      '/@anna.sol',
      <ContactBlock profile={profileFixture({ ContactsState: 'NONE' })} />,
    );
    expect(container.querySelector('[data-testid="contact-block"]')).toBeNull();
    expect(screen.queryByText('Контакты')).not.toBeInTheDocument();
  });

  it('invites the owner to add contacts when they have none', () => {
    renderAt(
      '/@anna.sol',
      <ContactBlock
        profile={profileFixture({
          OwnerFlag: 'Y',
          ContactsState: 'SHOWN',
          ContactInfo: { ...contacts, Phone: null, Email: null, Telegram: null, VK: null, Website: null },
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Добавить контакты' })).toHaveAttribute(
      'href',
      '/user/profile-edit',
    );
  });
});
