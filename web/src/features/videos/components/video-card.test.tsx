import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../i18n/i18n';
import { parseVideos } from '../api/get-videos';
import { VideoCard } from './video-card';

const video = { id: 'NJk_ZOUpvl0', title: 'The naturalization process', description: 'Steps to citizenship.', url: '' };

describe('VideoCard', () => {
  it('shows a play button and no iframe until the visitor presses play', async () => {
    const { container } = render(<VideoCard video={video} />);
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play video: The naturalization process' }));
    const iframe = container.querySelector('iframe');
    expect(iframe).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/NJk_ZOUpvl0?autoplay=1');
    expect(iframe).toHaveAttribute('width', '250');
    expect(iframe).toHaveAttribute('height', '170');
    expect(iframe).toHaveAttribute('allowfullscreen');
    expect(iframe).toHaveAttribute('title', 'Video player: The naturalization process');
  });
});

describe('parseVideos', () => {
  it('keeps well-formed items and drops the rest', () => {
    expect(parseVideos([video, { id: '"><script>', title: 'x' }, null, 'x'])).toEqual([video]);
    expect(parseVideos({ error: 'nope' })).toEqual([]);
  });
});
