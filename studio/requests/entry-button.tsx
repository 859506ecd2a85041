import { Card, type CardProps } from '@sanity/ui';

/** A list entry the owner opens with one click: the whole card is the button (a request of the list, an appointment of the week). */
export function EntryButton({ style, ...props }: Omit<CardProps<'button'>, 'as'>) {
  return (
    <Card
      as="button"
      type="button"
      padding={3}
      radius={2}
      border
      style={{ width: '100%', textAlign: 'left', cursor: 'pointer', ...style }}
      {...props}
    />
  );
}
