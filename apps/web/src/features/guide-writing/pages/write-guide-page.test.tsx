import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onePage, renderPage } from '../../../test/render-page';
import { guide, sent, serveGuidesApi, signedIn } from '../test-fixtures';
import WriteGuidePage from './WriteGuidePage';

const weapons = onePage('weapons', [
  { id: 7, slug: 'm4a1', name: 'M4A1' },
  { id: 8, slug: 'ak-12', name: 'AK-12' },
]);

afterEach(() => vi.unstubAllGlobals());

const writeNew = (url: string) => renderPage(<WriteGuidePage />, { path: '/my/guides/new', url });

async function fillGuide(title = 'Recoil control basics', body = '## Pull\n\nDown and left.') {
  await userEvent.type(screen.getByLabelText('Title'), title);
  await userEvent.type(screen.getByLabelText('Guide text (Markdown)'), body);
}

describe('WriteGuidePage: a new guide', () => {
  it('asks a signed-out reader to sign in, coming back to the same address', async () => {
    serveGuidesApi({ '/auth/check-token': () => ({ data: { isValid: false, user: null } }) });
    writeNew('/my/guides/new?category=maps');
    expect(await screen.findByText('Sign in to write a guide')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain(
      encodeURIComponent('/my/guides/new?category=maps'),
    );
  });

  it('takes its category and subject from the link, its language from the page, and sends them', async () => {
    const fetch = serveGuidesApi({
      '/auth/check-token': () => signedIn(),
      '/weapons': () => weapons,
      'POST /guides': () => ({ status: 201, body: { data: { guide: guide() } } }),
    });
    const { router } = writeNew('/my/guides/new?subject=weapon:m4a1&category=weapons');
    expect(await screen.findByLabelText('Category')).toHaveValue('weapons');
    expect(screen.getByLabelText('Written in')).toHaveValue('en');
    expect(screen.getByLabelText('Kind')).toHaveValue('weapon');
    // The link named the weapon by its slug: once the list is here, the choice is its id.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Weapon/ })).toHaveValue('7'));

    await fillGuide();
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/guides'));
    expect(sent(fetch, 'POST', '/guides')[0]!.body).toEqual({
      title: 'Recoil control basics',
      body: '## Pull\n\nDown and left.',
      category: 'weapons',
      language: 'en',
      subject: { type: 'weapon', id: '7' },
    });
  });

  it('checks the required fields before sending anything', async () => {
    const fetch = serveGuidesApi({ '/auth/check-token': () => signedIn() });
    writeNew('/my/guides/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Send for review' }));
    expect(screen.getByText('Give the guide a title.')).toBeInTheDocument();
    expect(screen.getByText('Choose a category.')).toBeInTheDocument();
    expect(screen.getByText("Write the guide's text.")).toBeInTheDocument();
    expect(sent(fetch, 'POST', '/guides')).toHaveLength(0);
  });

  it('previews the body as the server renders it, and keeps the text to write on', async () => {
    const fetch = serveGuidesApi({
      '/auth/check-token': () => signedIn(),
      'POST /guides/preview': () => ({
        data: { html: '<h2 id="pull">Pull</h2><p>Down &lt;b&gt;and&lt;/b&gt; left.</p>', headings: [] },
      }),
    });
    writeNew('/my/guides/new');
    await userEvent.type(
      await screen.findByLabelText('Guide text (Markdown)'),
      '## Pull\n\nDown <b>and</b> left.',
    );
    expect(screen.getByTestId('guide-size')).toHaveTextContent('0.0 / 50.0 KB');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByTestId('guide-preview');
    expect(await screen.findByRole('heading', { name: 'Pull', level: 2 })).toBeInTheDocument();
    // The server's HTML is shown as it came: the tag the player typed is text, never an element.
    expect(preview).toHaveTextContent('Down <b>and</b> left.');
    expect(preview.querySelector('b')).toBeNull();
    expect(sent(fetch, 'POST', '/guides/preview')[0]!.body).toEqual({
      body: '## Pull\n\nDown <b>and</b> left.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Write' }));
    expect(screen.getByLabelText('Guide text (Markdown)')).toHaveValue('## Pull\n\nDown <b>and</b> left.');
  });

  it('shows the 50 KB limit as a counter, and refuses a longer body before sending', async () => {
    const fetch = serveGuidesApi({ '/auth/check-token': () => signedIn() });
    writeNew('/my/guides/new?category=maps');
    const body = await screen.findByLabelText('Guide text (Markdown)');
    await userEvent.type(screen.getByLabelText('Title'), 'Long');
    await userEvent.click(body);
    await userEvent.paste('é'.repeat(26 * 1024));
    expect(screen.getByTestId('guide-size')).toHaveTextContent('52.0 / 50.0 KB');
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(screen.getByText('The text is longer than 50 KB. Please shorten it.')).toBeInTheDocument();
    expect(sent(fetch, 'POST', '/guides')).toHaveLength(0);
  });

  it("shows the API's field errors on their fields (the subject's on the subject)", async () => {
    serveGuidesApi({
      '/auth/check-token': () => signedIn(),
      '/weapons': () => weapons,
      'POST /guides': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid',
            details: [
              { path: 'title', message: 'too long', rule: 'max_length', limit: 120 },
              { path: 'subject.id', message: 'must name an existing weapon', rule: 'exists' },
            ],
          },
        },
      }),
    });
    writeNew('/my/guides/new?subject=weapon:7&category=weapons');
    await screen.findByLabelText('Category');
    await fillGuide();
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Must be at most 120 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: /^Weapon/ })).toHaveAccessibleDescription('Is not valid.');
  });

  it('says clearly when the day’s guides are used up (429), keeping the text', async () => {
    serveGuidesApi({
      '/auth/check-token': () => signedIn(),
      'POST /guides': () => ({
        status: 429,
        body: { error: { code: 'GUIDE_LIMIT', message: 'You can start 5 guides a day.' } },
      }),
    });
    writeNew('/my/guides/new?category=beginners');
    await screen.findByLabelText('Title');
    await fillGuide('Sixth', 'My sixth guide');
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can start 5 guides a day. Please try again tomorrow',
    );
    expect(screen.getByLabelText('Guide text (Markdown)')).toHaveValue('My sixth guide');
  });
});

describe('WriteGuidePage: editing', () => {
  const edit = (url = '/my/guides/5/edit') =>
    renderPage(<WriteGuidePage />, { path: '/my/guides/:id/edit', url });

  it('starts from the guide, saves over its version, and goes back to My guides', async () => {
    const fetch = serveGuidesApi({
      '/auth/check-token': () => signedIn(),
      '/weapons': () => weapons,
      'GET /guides/5': () => ({ data: { guide: guide({ status: 'changes_requested' }) } }),
      'PUT /guides/5': () => ({ data: { guide: guide() } }),
    });
    const { router } = edit();
    expect(await screen.findByLabelText('Title')).toHaveValue('Recoil control basics');
    expect(screen.getByRole('combobox', { name: /^Weapon/ })).toHaveValue('7');
    await userEvent.type(screen.getByLabelText('Guide text (Markdown)'), '\n\nMore.');
    await userEvent.click(screen.getByRole('button', { name: 'Save and send for review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/guides'));
    const [put] = sent(fetch, 'PUT', '/guides/5');
    expect(put!.headers['If-Match']).toBe('"3"');
    expect(put!.body).toMatchObject({ body: '## Pull\n\nPull down and a little left.\n\nMore.' });
  });

  it('on a conflict (409) says to reload, and keeps the text with a way to copy it', async () => {
    serveGuidesApi({
      '/auth/check-token': () => signedIn(),
      '/weapons': () => weapons,
      'GET /guides/5': () => ({ data: { guide: guide() } }),
      'PUT /guides/5': () => ({
        status: 409,
        body: { error: { code: 'EDIT_CONFLICT', message: 'Changed since you loaded it.' } },
      }),
    });
    edit();
    const body = await screen.findByLabelText('Guide text (Markdown)');
    await userEvent.type(body, '\n\nMy careful edit.');
    await userEvent.click(screen.getByRole('button', { name: 'Save and send for review' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone changed this guide after you opened it');
    expect(alert).toHaveTextContent('reload the page');
    expect(screen.getByRole('button', { name: 'Copy my text' })).toBeInTheDocument();
    expect(body).toHaveValue('## Pull\n\nPull down and a little left.\n\nMy careful edit.');
  });

  it("does not offer a writer's published guide for editing", async () => {
    serveGuidesApi({
      '/auth/check-token': () => signedIn(),
      'GET /guides/5': () => ({ data: { guide: guide({ status: 'published' }) } }),
    });
    edit();
    expect(
      await screen.findByText(
        'This guide was already published or rejected, so you can no longer change it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it("lets an editor edit another player's published guide", async () => {
    serveGuidesApi({
      '/auth/check-token': () => signedIn(9, 'editor'),
      '/weapons': () => weapons,
      'GET /guides/5': () => ({ data: { guide: guide({ status: 'published' }) } }),
    });
    edit();
    expect(await screen.findByLabelText('Title')).toHaveValue('Recoil control basics');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });
});
