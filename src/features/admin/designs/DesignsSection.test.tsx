import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { TOKEN, fakeDesigns, renderQueue, renderRequest } from './designsTestKit';

/** Node's File: the fake network's FormData takes no other. */
const upload = (name: string, type: string) =>
  new NodeFile([new Uint8Array([1, 2, 3])], name, { type }) as unknown as File;

const rowOf = (id: number) =>
  screen
    .getAllByRole('row')
    .find((row) =>
      new RegExp(`^No\\. ${id}\\b`).test(within(row).queryByRole('rowheader')?.textContent ?? ''),
    );

describe('/admin/designs', () => {
  it('lists the requests waiting for a designer, the oldest step first, marking unseen steps', async () => {
    const fake = fakeDesigns();
    const { user } = await renderQueue('designer');
    const table = await screen.findByRole('table', { name: 'Design requests' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'No. 4',
      'No. 7 New',
      'No. 9',
    ]);
    expect(screen.getByText('1 new step from merchants')).toBeInTheDocument();
    const seven = rowOf(7)!;
    expect(seven).toHaveTextContent('Golden Tea House');
    expect(seven).toHaveTextContent('Loyalty stamp');
    expect(seven).toHaveTextContent('Consultation to note');
    expect(seven).toHaveTextContent('A designer');
    expect(within(seven).getByRole('link', { name: 'Open request no. 7' })).toHaveAttribute(
      'href',
      '/admin/designs/7',
    );
    expect(rowOf(4)).toHaveTextContent('Final files to make');
    expect(rowOf(9)).toHaveTextContent('Concept drafts to make');
    expect(rowOf(2)).toBeUndefined();

    await user.click(screen.getByRole('radio', { name: 'All requests' }));
    await waitFor(() => expect(rowOf(2)).toHaveTextContent('Delivered'));
    expect(rowOf(2)).toHaveTextContent('Nobody');
    expect(fake.recorded.calls).toEqual(
      expect.arrayContaining([
        'GET designs?status=waiting',
        'GET designs?status=all',
        'GET events',
      ]),
    );
    // The operator's token only.
    expect(new Set(fake.recorded.authorizations)).toEqual(new Set([`Bearer ${TOKEN}`]));
  });

  it('shows a request whole, marks the merchant’s step seen, and notes the consultation', async () => {
    const fake = fakeDesigns();
    const { user } = await renderRequest(7, 'designer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Design request no. 7' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Golden Tea House')).toBeInTheDocument();
    expect(screen.getByText('Merchant no. 3')).toBeInTheDocument();
    expect(screen.getByText('09420000001')).toBeInTheDocument();
    expect(screen.getByText('3D mockups')).toBeInTheDocument();
    expect(screen.getByText('13,000 MMK')).toBeInTheDocument();
    expect(screen.getByText('A cup of tea with steam, in our gold.')).toBeInTheDocument();
    expect(screen.getByText('Colour 1: #c8a040')).toBeInTheDocument();
    expect(screen.getByText('Colour 2: #1e5a3c')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'The shop’s logo' })).toHaveAttribute(
      'src',
      'blob:file-1',
    );
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All design requests' })).toHaveAttribute(
      'href',
      '/admin/designs',
    );
    await waitFor(() => expect(fake.recorded.bodies).toContainEqual({ up_to: 30 }));

    await user.click(screen.getByRole('button', { name: 'Note the consultation' }));
    const dialog = screen.getByRole('dialog', { name: 'Note the consultation' });
    expect(within(dialog).getByLabelText('What was agreed')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save the note' }));
    expect(within(dialog).getByText('Write the note of the consultation.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('What was agreed'), 'Gold cup, round stamp.');
    await user.click(within(dialog).getByRole('button', { name: 'Save the note' }));
    expect(
      await screen.findByText('Consultation noted. The concept drafts are next.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.recorded.bodies).toContainEqual({ note: 'Gold cup, round stamp.' });
    expect(await screen.findByLabelText('Concept draft (PNG, JPEG or PDF)')).toBeInTheDocument();
    expect(screen.getByText('Gold cup, round stamp.')).toBeInTheDocument();
    expect(screen.getByText(/^Designer, consultation, /)).toBeInTheDocument();
  });

  it('uploads concept drafts, shows the server’s refusals, and publishes them', async () => {
    const fake = fakeDesigns();
    const { user } = await renderRequest(9, 'designer');
    const step = await screen.findByRole('region', { name: 'Next step' });
    const field = within(step).getByLabelText('Concept draft (PNG, JPEG or PDF)');

    // Without a file nothing is sent.
    await user.click(within(step).getByRole('button', { name: 'Upload' }));
    expect(within(step).getByText('Choose a file first.')).toBeInTheDocument();

    // One draft is not enough to publish: the server says so in the dialog.
    await user.click(within(step).getByRole('button', { name: 'Publish to the merchant' }));
    let dialog = screen.getByRole('dialog', { name: 'Publish to the merchant' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await within(dialog).findByText('Upload two or three concept drafts before publishing them.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // A file the server refuses by its content: its words at the upload.
    await user.upload(field, upload('damaged.png', 'image/png'));
    await user.click(within(step).getByRole('button', { name: 'Upload' }));
    expect(
      await within(step).findByText(
        'This file is damaged or not a PNG, JPEG or PDF file. Please choose one that is.',
      ),
    ).toBeInTheDocument();

    await user.upload(
      within(step).getByLabelText('Concept draft (PNG, JPEG or PDF)'),
      upload('gift-b.pdf', 'application/pdf'),
    );
    await user.click(within(step).getByRole('button', { name: 'Upload' }));
    expect(await within(step).findByText('gift-b.pdf uploaded.')).toBeInTheDocument();
    const drafts = screen.getByRole('region', { name: 'Concept drafts' });
    expect(
      await within(drafts).findByRole('link', { name: 'Download gift-b.pdf' }),
    ).toHaveAttribute('download', 'gift-b.pdf');
    expect(within(drafts).getAllByText('Not published yet')).toHaveLength(2);

    await user.click(within(step).getByRole('button', { name: 'Publish to the merchant' }));
    dialog = screen.getByRole('dialog', { name: 'Publish to the merchant' });
    await user.type(
      within(dialog).getByLabelText('Note for the merchant (optional)'),
      'Two ideas to choose from.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published to the merchant.')).toBeInTheDocument();
    expect(await screen.findByText('Waiting for the merchant.')).toBeInTheDocument();
    expect(within(drafts).getAllByText('Published')).toHaveLength(2);
    // The refused publish, the refused file, the stored one, the publish; no merchant step of
    // request 9's was unseen, so nothing was marked seen.
    expect(fake.recorded.calls.filter((c) => c.startsWith('POST'))).toEqual([
      'POST publish 9',
      'POST file 9',
      'POST file 9',
      'POST publish 9',
    ]);
    expect(fake.recorded.bodies).toContainEqual({ note: 'Two ideas to choose from.' });
  });

  it('removes a file not yet published', async () => {
    const fake = fakeDesigns();
    const { user } = await renderRequest(9, 'designer');
    await user.click(await screen.findByRole('button', { name: 'Remove gift-a.png' }));
    expect(await screen.findByText('gift-a.png removed.')).toBeInTheDocument();
    expect(fake.recorded.calls).toContain('DELETE file 51');
    expect(await screen.findByText('No draft or final file yet.')).toBeInTheDocument();
  });

  it('delivers the final files with a note for the merchant', async () => {
    const fake = fakeDesigns();
    const { user } = await renderRequest(4, 'admin');
    const step = await screen.findByRole('region', { name: 'Next step' });
    expect(within(step).getByLabelText('Final file (PNG, JPEG or PDF)')).toBeInTheDocument();
    const finals = screen.getByRole('region', { name: 'Final files' });
    expect(
      await within(finals).findByRole('link', { name: 'Download gems-print.pdf' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Chosen by the merchant')).toBeInTheDocument();
    await user.click(within(step).getByRole('button', { name: 'Deliver the final files' }));
    const dialog = screen.getByRole('dialog', { name: 'Deliver the final files' });
    await user.type(
      within(dialog).getByLabelText('Note for the merchant (optional)'),
      'Print on matte paper.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    expect(await screen.findByText('Delivered to the merchant.')).toBeInTheDocument();
    expect(await screen.findByText('Delivered on 6 Nov 2026.')).toBeInTheDocument();
    expect(fake.recorded.bodies).toContainEqual({ note: 'Print on matte paper.' });
    expect(within(finals).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('says so for a request that does not exist', async () => {
    fakeDesigns();
    await renderRequest(99, 'designer');
    expect(await screen.findByText('This design request does not exist.')).toBeInTheDocument();
  });
});
