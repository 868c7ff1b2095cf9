// The account page (/my): the player's nickname and role, and a card for each of their lists
// (guides, submissions, saved builds, corrections) with its count, newest three entries, their
// status and the editor's note, a link to the whole list, or a call to action when it is empty.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Guide, Review, SavedBuild, Submission } from '@dfwiki/shared';
import { renderPage, serveApi } from '../../../test/render-page';
import { correction } from '../../../test/correction-fixture';
import AccountPage from './AccountPage';

afterEach(() => vi.unstubAllGlobals());

const signedIn = (role: 'user' | 'editor' | 'admin' = 'user') => ({
  data: { isValid: true, user: { id: 3, nickname: 'Lapwing', email: 'l@example.com', role: { name: role } } },
});
const signedOut = { data: { isValid: false, user: null } };

const review = (decision: Review['decision'], note: string): Review => ({
  decision,
  note,
  reviewer: 'Ed',
  decided_at: '2026-11-21T10:00:00.000Z',
});

const guide = (over: Partial<Guide>): Guide => ({
  id: 1,
  slug: 'recoil-control',
  title: 'Recoil control',
  category: 'weapons',
  language: 'en',
  status: 'pending',
  subject: null,
  author: { id: 3, nickname: 'Lapwing' },
  excerpt: '',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  published_at: null,
  body: '',
  html: '',
  headings: [],
  reviews: [],
  version: 1,
  ...over,
});

const submission = (over: Partial<Submission>): Submission =>
  ({
    id: 1,
    status: 'pending',
    weapon: { id: 7, slug: 'm4a1', name: 'M4A1' },
    submitter: { id: 3, nickname: 'Lapwing' },
    name: 'Laser build',
    description: '',
    build_code: 'ABC-123',
    weapon_builder_img: null,
    submitted_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    reviews: [],
    ...over,
  }) as Submission;

const saved = (over: Partial<SavedBuild>): SavedBuild => ({
  build_id: 40,
  name: 'Saved one',
  build_code: 'XYZ',
  weapon: { id: 7, slug: 'm4a1', name: 'M4A1' },
  saved_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

const lists = {
  guides: [
    guide({
      id: 1,
      title: 'Needs work',
      status: 'changes_requested',
      reviews: [review('request_changes', 'Add a loadout table.')],
    }),
    guide({ id: 2, slug: 'out-now', title: 'Out now', status: 'published' }),
    guide({
      id: 3,
      title: 'Copied',
      status: 'rejected',
      reviews: [review('reject', 'Copied from elsewhere.')],
    }),
    guide({ id: 4, title: 'Fourth and oldest' }),
  ],
  submissions: [
    submission({ id: 11, name: 'Waiting build' }),
    submission({ id: 12, name: 'Approved build', status: 'approved', reviews: [review('approve', 'Nice.')] }),
  ],
  corrections: [
    correction({ id: 21 }),
    correction({
      id: 22,
      status: 'rejected',
      reviewer: 'Ed',
      decided_at: '2026-11-21T10:00:00.000Z',
      decision_note: 'The source is about another map.',
    }),
    correction({ id: 23, status: 'accepted', reviewer: 'Ed', decided_at: '2026-11-21T10:00:00.000Z' }),
  ],
};

function serve(
  session: unknown,
  {
    guides = [],
    submissions = [],
    savedBuilds = [],
    corrections = [],
  }: Partial<Record<string, unknown[]>> = {},
) {
  return serveApi({
    '/auth/check-token': () => session,
    '/guides/mine': () => ({ data: { guides } }),
    '/build-submissions/mine': () => ({ data: { submissions } }),
    '/my/saved-builds': () => ({ data: { saved_builds: savedBuilds } }),
    '/corrections/mine': () => ({ data: { corrections } }),
  });
}

const card = (id: string) => within(screen.getByTestId(`account-${id}`));
const entries = async (id: string) => {
  const found = await within(await screen.findByTestId(`account-${id}`)).findAllByTestId('account-entry');
  return found.map((e) => within(e));
};

describe('AccountPage', () => {
  it('shows the nickname and role, and each list with its count, newest entries, status and notes', async () => {
    serve(signedIn('editor'), { ...lists, savedBuilds: [saved({ build_id: 40, name: 'Saved one' })] });
    renderPage(<AccountPage />, { path: '/my' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lapwing' })).toBeInTheDocument();
    expect(screen.getByTestId('account-role')).toHaveTextContent('Role');
    expect(screen.getByTestId('account-role')).toHaveTextContent('Editor');

    const guides = await entries('guides');
    expect(card('guides').getByTestId('account-count')).toHaveTextContent('4 guides');
    expect(guides).toHaveLength(3);
    expect(card('guides').queryByText('Fourth and oldest')).toBeNull();
    const [changes, published, rejected] = guides;
    expect(changes!.getByText('Changes requested', { selector: '.df-badge' })).toBeInTheDocument();
    expect(changes!.getByTestId('account-note')).toHaveTextContent('Add a loadout table.');
    expect(published!.getByText('Published')).toBeInTheDocument();
    expect(published!.getByRole('link', { name: 'Out now' })).toHaveAttribute('href', '/wiki/guides/out-now');
    expect(published!.queryByTestId('account-note')).toBeNull();
    expect(rejected!.getByText('Rejected', { selector: '.df-badge' })).toBeInTheDocument();
    expect(rejected!.getByText(/Reason:/)).toBeInTheDocument();
    expect(rejected!.getByTestId('account-note')).toHaveTextContent('Copied from elsewhere.');
    expect(card('guides').getByRole('link', { name: 'See all: My guides' })).toHaveAttribute(
      'href',
      '/my/guides',
    );

    const submissions = await entries('submissions');
    expect(card('submissions').getByTestId('account-count')).toHaveTextContent('2 builds sent');
    expect(submissions[0]!.getByText('Waiting for review')).toBeInTheDocument();
    expect(submissions[0]!.getByText(/M4A1 · sent/)).toBeInTheDocument();
    expect(submissions[1]!.getByText('Approved')).toBeInTheDocument();
    expect(submissions[1]!.getByRole('link', { name: 'Approved build' })).toHaveAttribute(
      'href',
      '/wiki/weapons/m4a1?build=12',
    );
    // An approval's note is not a request: only changes asked or a rejection show the note.
    expect(submissions[1]!.queryByTestId('account-note')).toBeNull();
    expect(card('submissions').getByRole('link', { name: 'See all: My submissions' })).toHaveAttribute(
      'href',
      '/my/submissions',
    );

    const savedBuilds = await entries('saved-builds');
    expect(card('saved-builds').getByTestId('account-count')).toHaveTextContent('1 saved build');
    expect(savedBuilds[0]!.getByRole('link', { name: 'Saved one' })).toHaveAttribute(
      'href',
      '/wiki/weapons/m4a1?build=40',
    );
    expect(card('saved-builds').getByRole('link', { name: 'See all: My saved builds' })).toHaveAttribute(
      'href',
      '/my/saved-builds',
    );

    const corrections = await entries('corrections');
    expect(card('corrections').getByTestId('account-count')).toHaveTextContent('3 corrections');
    expect(corrections.map((c) => c.getByTestId('correction-status').textContent)).toEqual([
      'Waiting for review',
      'Rejected',
      'Accepted',
    ]);
    expect(corrections[0]!.getByText(/Damage · sent/)).toBeInTheDocument();
    expect(corrections[1]!.getByTestId('account-note')).toHaveTextContent('The source is about another map.');
    expect(corrections[2]!.queryByTestId('account-note')).toBeNull();
    expect(card('corrections').getByRole('link', { name: 'See all: My corrections' })).toHaveAttribute(
      'href',
      '/my/corrections',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('offers what to do first on each empty list', async () => {
    serve(signedIn());
    renderPage(<AccountPage />, { path: '/my' });
    expect(await screen.findByText('No guides yet')).toBeInTheDocument();
    expect(screen.getByTestId('account-role')).toHaveTextContent('Player');
    await screen.findByText('No corrections yet');
    expect(card('guides').getByTestId('account-count')).toHaveTextContent('0 guides');
    expect(card('guides').getByRole('link', { name: 'Write a guide' })).toHaveAttribute(
      'href',
      '/my/guides/new',
    );
    expect(await card('submissions').findByText('No builds sent yet')).toBeInTheDocument();
    expect(card('submissions').getByRole('link', { name: 'Submit a build' })).toHaveAttribute(
      'href',
      '/my/submissions/new',
    );
    expect(await card('saved-builds').findByText('No saved builds yet')).toBeInTheDocument();
    expect(card('saved-builds').getByRole('link', { name: 'Browse builds' })).toHaveAttribute(
      'href',
      '/wiki/weapons',
    );
    expect(card('corrections').getByRole('link', { name: 'Browse weapons' })).toHaveAttribute(
      'href',
      '/wiki/weapons',
    );
    expect(screen.queryAllByTestId('account-entry')).toHaveLength(0);
  });

  it('says so on the card whose list could not be read, and shows the others', async () => {
    serveApi({
      '/auth/check-token': () => signedIn(),
      '/guides/mine': () => ({ data: { guides: lists.guides } }),
      '/build-submissions/mine': () => ({ data: { submissions: [] } }),
      '/corrections/mine': () => ({ data: { corrections: [] } }),
    });
    renderPage(<AccountPage />, { path: '/my' });
    const savedBuilds = within(await screen.findByTestId('account-saved-builds'));
    expect(await savedBuilds.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(await entries('guides')).toHaveLength(3);
  });

  it('asks a signed-out reader to sign in, comes back to /my, and reads no list', async () => {
    const fetch = serve(signedOut);
    renderPage(<AccountPage />, { path: '/my' });
    expect(await screen.findByText('Sign in to see your account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(/next=%2Fmy$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => /\/mine|saved-builds/.test(String(u)))).toBe(false);
  });
});
