import { encodePeaks } from '@talanty/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { resamplePeaks, Waveform } from './waveform.tsx';

const peaks = encodePeaks(Array.from({ length: 300 }, (_, i) => (i % 10) / 10));

describe('Waveform', () => {
  it('is a slider with the position as text, and arrow keys seek ±5 s', () => {
    const onSeek = vi.fn();
    renderWithProviders(
      <Waveform peaks={peaks} progress={0.5} duration={100} label="Перемотка" onSeek={onSeek} />,
    );
    const slider = screen.getByRole('slider', { name: 'Перемотка' });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
    expect(slider).toHaveAttribute('aria-valuetext', '0:50 из 1:40');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(onSeek).toHaveBeenLastCalledWith(0.55);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(onSeek).toHaveBeenLastCalledWith(0.45);
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(onSeek).toHaveBeenLastCalledWith(0);
    fireEvent.keyDown(slider, { key: 'Tab' });
    expect(onSeek).toHaveBeenCalledTimes(3);
  });

  it('seeks where it is clicked', () => {
    const onSeek = vi.fn();
    renderWithProviders(
      <Waveform peaks={peaks} progress={0} duration={200} label="Перемотка" onSeek={onSeek} />,
    );
    const slider = screen.getByRole('slider');
    vi.spyOn(slider, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 0, 400, 40));
    fireEvent.pointerDown(slider, { button: 0, clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(slider, { button: 0, clientX: 200, pointerId: 1 });
    expect(onSeek).toHaveBeenCalledWith(0.25);
  });

  it('without onSeek it is a picture, and null or broken peaks draw the calm placeholder', () => {
    const { rerender } = renderWithProviders(<Waveform peaks={null} progress={0} label="Волна" />);
    const picture = screen.getByRole('img', { name: 'Волна' });
    expect(picture).toHaveAttribute('data-placeholder', 'true');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    rerender(<Waveform peaks="не base64!" progress={0.3} label="Волна" />);
    expect(screen.getByRole('img', { name: 'Волна' })).toHaveAttribute('data-placeholder', 'true');
  });

  it('draws one bar per 3 px of its width, the played part clipped to the progress', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    renderWithProviders(<Waveform peaks={peaks} progress={0.25} label="Волна" />);
    const picture = screen.getByRole('img', { name: 'Волна' });
    const paths = picture.querySelectorAll('path');
    expect(paths).toHaveLength(2);
    expect(paths[0]?.getAttribute('d')?.match(/M/g)).toHaveLength(100);
    expect(picture.querySelector('clipPath rect')).toHaveAttribute('width', '75');
  });

  it('resamples peaks to the bars that fit, the loudest of each bucket, scaled to fill', () => {
    expect(resamplePeaks([0.1, 0.5, 0.2, 0.25], 2)).toEqual([1, 0.5]);
    expect(resamplePeaks([0.5], 3)).toEqual([1, 1, 1]);
    expect(resamplePeaks([], 2)).toEqual([0.14, 0.14]);
    expect(resamplePeaks([0, 0], 2)).toEqual([0.06, 0.06]);
  });
});
