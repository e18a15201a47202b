import type { ComboboxProps } from '@mantine/core';

/**
 * The filter selects' lists: as wide as their field and aligned to its left edge. Centred (Mantine's
 * default) the list is placed while it still measures 0 px wide, which in the phone drawer put it
 * half a screen to the right: the page grew sideways and taps missed the options.
 */
export const FILTER_COMBOBOX_PROPS: ComboboxProps = {
  position: 'bottom-start',
  middlewares: { flip: true, shift: { padding: 8 } },
  // The city list grows when its answer arrives: it may then move above the field rather than run
  // past the bottom of the screen (the field sits low in the phone drawer).
  preventPositionChangeWhenVisible: false,
};
