// The overlay kit's "Sources" (issue 21 point 5), used by the agents' test chat and the logs'
// transcript: http(s) passages are links opening in a new tab without access to this page; any other
// address is plain text; snippets are text, never HTML; no passages, no section.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Citations } from '../../src/overlays/kit';

describe('Citations', () => {
  it('links http(s) sources only and renders snippets as text', () => {
    render(
      <Citations
        label="Sources"
        citations={[
          { chunkId: 1, url: 'https://acme.example/hours', title: 'Opening hours', snippet: '<b>9 am</b> to 1 pm' },
          { chunkId: 2, url: 'javascript:alert(1)', title: 'Trap', snippet: 'x' },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Sources' });
    const link = within(section).getByRole('link', { name: 'Opening hours' });
    expect(link).toHaveAttribute('href', 'https://acme.example/hours');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(section).queryByRole('link', { name: 'Trap' })).toBeNull();
    expect(within(section).getByText('Trap')).toBeInTheDocument();
    expect(within(section).getByText('<b>9 am</b> to 1 pm')).toBeInTheDocument();
    expect(section.querySelector('b')).toBeNull();
  });

  it('shows nothing without passages', () => {
    const { container } = render(<Citations label="Sources" citations={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
