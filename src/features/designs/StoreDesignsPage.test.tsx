import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeDesignServer, renderDesigns } from './designsTestKit';

const requestsTable = () => screen.getByRole('table', { name: 'Your design requests' });
const rowOf = (id: number) =>
  within(requestsTable())
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name: new RegExp(`^No\\. ${id}\\b`) }))!;

describe('/store/designs in English', () => {
  it('shows the units left, the requests with their state and who they wait for, and the prices', async () => {
    await renderDesigns('en').rendered;
    expect(
      await screen.findByText('Design units left: 1 of 4 bought with your plan.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Stamp & Card Designs' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 new step from the designer')).toBeInTheDocument();

    const seven = rowOf(7);
    expect(within(seven).getByRole('rowheader')).toHaveTextContent('No. 7 New');
    expect(seven).toHaveTextContent('Loyalty stamp');
    expect(seven).toHaveTextContent('13,000 MMK');
    expect(seven).toHaveTextContent('1 Nov 2026');
    expect(seven).toHaveTextContent('Drafts to review');
    expect(seven).toHaveTextContent('You');
    const five = rowOf(5);
    expect(within(five).getByRole('rowheader')).toHaveTextContent(/^No\. 5$/);
    expect(five).toHaveTextContent('Delivered');
    expect(five).toHaveTextContent('Nobody: it is done');

    const products = screen.getByRole('table', { name: 'Designs' });
    const stamp = within(products).getByRole('row', { name: /Loyalty stamp/ });
    expect(stamp).toHaveTextContent('Can go on your stamp card');
    expect(stamp).toHaveTextContent('8,000 MMK');
    expect(within(products).getByRole('row', { name: /Gift card/ })).toHaveTextContent(
      '10,000 MMK',
    );
    expect(within(products).getByRole('row', { name: /Gift card/ })).not.toHaveTextContent(
      'stamp card',
    );
    expect(within(products).getByRole('row', { name: /Branded stamp set of 5/ })).toHaveTextContent(
      '30,000 MMK',
    );
    const extras = screen.getByRole('table', { name: 'Extras' });
    expect(within(extras).getByRole('row', { name: /3D mockups/ })).toHaveTextContent('+5,000 MMK');
    expect(within(extras).getByRole('row', { name: /Animation/ })).toHaveTextContent('+8,000 MMK');
    expect(within(extras).getByRole('row', { name: /Printing coordination/ })).toHaveTextContent(
      '+7,000 MMK',
    );
    expect(screen.getByText('2-3 concept drafts')).toBeInTheDocument();
  });

  it('asks for a design with extras, colours and a logo, the brief required first', async () => {
    const { fake, rendered } = renderDesigns('en');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'Ask for a design' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for a design' });
    // The first design is chosen to start with, and focus is on it.
    expect(within(dialog).getByRole('radio', { name: 'Loyalty stamp, 8,000 MMK' })).toHaveFocus();
    expect(within(dialog).getByText('Total: 8,000 MMK')).toBeInTheDocument();
    expect(
      within(dialog).getByText('This design uses one of your design units (8,000 MMK each).'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send the brief' }));
    expect(within(dialog).getByText('Please describe the design you want.')).toBeInTheDocument();
    expect(fake.received.filter((r) => r.call === 'create')).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Gift card, 10,000 MMK' }));
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Printing coordination, +7,000 MMK' }),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: '3D mockups, +5,000 MMK' }));
    expect(within(dialog).getByText('Total: 22,000 MMK')).toBeInTheDocument();
    // 22,000 MMK takes three units of 8,000.
    expect(
      within(dialog).getByText('This design uses 3 of your design units (8,000 MMK each).'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Your brief'), '  Our tea shop in gold  ');
    await user.click(within(dialog).getByRole('button', { name: 'Add a colour' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a colour' }));
    fireEvent.input(within(dialog).getByLabelText('Colour 1'), { target: { value: '#c8a040' } });
    fireEvent.input(within(dialog).getByLabelText('Colour 2'), { target: { value: '#1e5a3c' } });
    await user.upload(
      within(dialog).getByLabelText('Your logo (optional)'),
      // Node's File: the fake network's FormData takes no other.
      new NodeFile([new Uint8Array([1, 2, 3])], 'logo.png', {
        type: 'image/png',
      }) as unknown as File,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send the brief' }));

    expect(
      await screen.findByText('Your brief is sent: request no. 8 is with the designer.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const created = fake.received.filter((r) => r.call === 'create');
    expect(created).toEqual([
      {
        call: 'create',
        key: expect.any(String),
        body: {
          product: 'gift_card',
          extras: ['mockups_3d', 'printing'],
          brief: 'Our tea shop in gold',
          colours: ['#c8a040', '#1e5a3c'],
          logo: 'logo.png',
        },
      },
    ]);
    // The new request opens.
    const opened = await screen.findByRole('region', { name: 'Request no. 8: Gift card' });
    expect(await within(opened).findByText('The designer is working on it.')).toBeInTheDocument();
    expect(within(opened).getByText('Colour 1: #c8a040')).toBeInTheDocument();
    expect(
      await screen.findByText('Design units left: 0 of 4 bought with your plan.'),
    ).toBeInTheDocument();
  });

  it('opens a request: its steps are marked seen, its notes, drafts and the rounds left shown', async () => {
    const { fake, rendered } = renderDesigns('en');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'Open request no. 7' }));
    const opened = await screen.findByRole('region', { name: 'Request no. 7: Loyalty stamp' });
    expect(within(opened).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(
      await within(opened).findByText(
        'It is your turn: pick a draft, then accept it or ask for a revision.',
      ),
    ).toBeInTheDocument();
    expect(within(opened).getByText('Revisions left: 1 of 2')).toBeInTheDocument();
    expect(within(opened).getByText('Gold cup on green, round stamp.')).toBeInTheDocument();
    expect(within(opened).getByText(/^The designer, consultation, /)).toBeInTheDocument();
    expect(within(opened).getByText('Make the steam bigger.')).toBeInTheDocument();
    expect(within(opened).getByText(/^You, revision asked, /)).toBeInTheDocument();
    expect(within(opened).getByText('3D mockups')).toBeInTheDocument();

    // The drafts, fetched with the token and drawn from their bytes; a PDF is a download link.
    const concepts = within(opened).getByRole('region', { name: 'Concept drafts' });
    expect(
      await within(concepts).findByRole('img', { name: 'Draft: stamp-a.png' }),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:design-\d+$/));
    const pdf = await within(concepts).findByRole('link', { name: 'Download stamp-b.pdf' });
    expect(pdf).toHaveAttribute('download', 'stamp-b.pdf');
    expect(pdf).toHaveAttribute('href', expect.stringMatching(/^blob:design-\d+$/));
    expect(
      within(concepts).queryByRole('img', { name: 'Draft: stamp-b.pdf' }),
    ).not.toBeInTheDocument();
    const revised = within(opened).getByRole('region', { name: 'Revised version, round 1' });
    expect(
      await within(revised).findByRole('img', { name: 'Draft: stamp-a-v2.png' }),
    ).toBeInTheDocument();
    expect(await within(opened).findByRole('img', { name: 'Your logo' })).toBeInTheDocument();
    expect(fake.received.map((r) => r.call)).toEqual(
      expect.arrayContaining(['file 20', 'file 21', 'file 22', 'file 25']),
    );

    // Seen: the designer's step on request 7 is marked, and the mark is gone.
    await waitFor(() =>
      expect(fake.received).toContainEqual({ call: 'seen', body: { up_to: 12 } }),
    );
    await waitFor(() =>
      expect(within(rowOf(7)).getByRole('rowheader')).toHaveTextContent(/^No\. 7$/),
    );
    expect(screen.queryByText('1 new step from the designer')).not.toBeInTheDocument();

    // Accepting and revising wait for a pick.
    expect(within(opened).getByText('Pick a draft first.')).toBeInTheDocument();
    expect(within(opened).getByRole('button', { name: 'Accept the chosen draft' })).toBeDisabled();

    // Back to the list, at the button that opened the request.
    await user.click(within(opened).getByRole('button', { name: 'Back to the list' }));
    expect(screen.queryByRole('region', { name: /^Request no\. 7/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open request no. 7' })).toHaveFocus();
  });

  it('picks the revised version and asks for a second revision', async () => {
    const { fake, rendered } = renderDesigns('en');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'Open request no. 7' }));
    const opened = await screen.findByRole('region', { name: 'Request no. 7: Loyalty stamp' });
    await user.click(await within(opened).findByRole('button', { name: 'Pick stamp-a-v2.png' }));
    const revised = within(opened).getByRole('region', { name: 'Revised version, round 1' });
    expect(await within(revised).findByText('Chosen')).toBeInTheDocument();
    expect(fake.received).toContainEqual({ call: 'pick 7', body: { file_id: 25 } });

    await user.click(within(opened).getByRole('button', { name: 'Ask for a revision' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for a revision' });
    expect(within(dialog).getByText('Revisions left: 1 of 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ask for the revision' }));
    expect(within(dialog).getByText('Please say what to change.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('What to change'), 'A darker green.');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for the revision' }));
    expect(
      await screen.findByText(
        'Your revision is asked. The designer will publish the revised version.',
      ),
    ).toBeInTheDocument();
    expect(fake.received).toContainEqual({
      call: 'revision 7',
      body: { comment: 'A darker green.' },
    });
    expect(await within(opened).findByText('Revisions left: 0 of 2')).toBeInTheDocument();
    expect(within(opened).getByText('The designer is working on it.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a third round of revisions', async () => {
    const { rendered } = renderDesigns('en', { fake: fakeDesignServer({ revisionRounds: 2 }) });
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'Open request no. 7' }));
    const opened = await screen.findByRole('region', { name: 'Request no. 7: Loyalty stamp' });
    expect(await within(opened).findByText('Revisions left: 0 of 2')).toBeInTheDocument();
    await user.click(await within(opened).findByRole('button', { name: 'Pick stamp-a.png' }));
    await within(opened).findByText('Chosen');
    await user.click(within(opened).getByRole('button', { name: 'Ask for a revision' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for a revision' });
    await user.type(within(dialog).getByLabelText('What to change'), 'Once more.');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for the revision' }));
    expect(
      await within(dialog).findByText(
        'Both rounds of revisions have been used. Accept the draft you like best to receive the final files.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('What to change')).toHaveValue('Once more.');
  });

  it('accepts the chosen draft only after asking', async () => {
    const { fake, rendered } = renderDesigns('en');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'Open request no. 7' }));
    const opened = await screen.findByRole('region', { name: 'Request no. 7: Loyalty stamp' });
    await user.click(await within(opened).findByRole('button', { name: 'Pick stamp-a.png' }));
    await within(opened).findByText('Chosen');
    await user.click(within(opened).getByRole('button', { name: 'Accept the chosen draft' }));
    const question = screen.getByRole('alertdialog', { name: 'Accept the chosen draft?' });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('Accepted. The designer now prepares the final files.'),
    ).toBeInTheDocument();
    expect(fake.received).toContainEqual({ call: 'accept 7' });
    expect(await within(opened).findByText('The designer is working on it.')).toBeInTheDocument();
    expect(within(rowOf(7))).toBeTruthy();
    await waitFor(() => expect(rowOf(7)).toHaveTextContent('Final files in preparation'));
  });

  it('offers a delivered stamp design’s final files, and puts it on the stamp card at one press', async () => {
    const { fake, rendered } = renderDesigns('en');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'Open request no. 3' }));
    const opened = await screen.findByRole('region', {
      name: 'Request no. 3: Branded stamp set of 5',
    });
    expect(await within(opened).findByText('Delivered on 20 Sep 2026.')).toBeInTheDocument();
    expect(
      await within(opened).findByRole('link', { name: 'Download stamp-set-print.pdf' }),
    ).toHaveAttribute('download', 'stamp-set-print.pdf');
    expect(
      await within(opened).findByRole('img', { name: 'Final file: stamp-set.png' }),
    ).toBeInTheDocument();
    await user.click(within(opened).getByRole('button', { name: 'Use on my stamp card' }));
    expect(await screen.findByText(/^The design is on your stamp card\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it on the Loyalty page' })).toHaveAttribute(
      'href',
      '/store/loyalty',
    );
    expect(fake.received).toContainEqual({ call: 'stamp card 3', body: {} });
  });

  it('offers no stamp card for a gift card design', async () => {
    const { rendered } = renderDesigns('en');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'Open request no. 5' }));
    const opened = await screen.findByRole('region', { name: 'Request no. 5: Gift card' });
    expect(
      await within(opened).findByRole('link', { name: 'Download gift-card.pdf' }),
    ).toBeInTheDocument();
    expect(
      within(opened).queryByRole('button', { name: 'Use on my stamp card' }),
    ).not.toBeInTheDocument();
  });

  it('sends the merchant to /price for the add-on when no design is left', async () => {
    const { rendered } = renderDesigns('en', { fake: fakeDesignServer({ bought: 2, used: 2 }) });
    const { user, router } = await rendered;
    expect(
      await screen.findByText(/^Every design unit bought with your plan has been used\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a design' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Add Stamp & Card Designs to your plan' });
    expect(link).toHaveAttribute('href', '/price');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/price');
    expect(router.state.location.state).toEqual({ requestedAddon: 'Stamp & Card Designs' });
  });

  it('says the plan has no design units when none were bought', async () => {
    await renderDesigns('en', { fake: fakeDesignServer({ bought: 0, used: 0 }) }).rendered;
    expect(
      await screen.findByText('Your plan does not include design requests.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Add Stamp & Card Designs to your plan' }),
    ).toBeInTheDocument();
  });

  it('tells a cashier the page is not for their role, and calls nothing', async () => {
    const { fake, rendered } = renderDesigns('en', { role: 'cashier' });
    await rendered;
    expect(
      await screen.findByText('Your role in this shop does not allow this.'),
    ).toBeInTheDocument();
    expect(fake.received).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
