import { Box, Stack, Text } from '@sanity/ui';

/** One labelled value of a request, as a term and its description. */
export function DetailField({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text as="dt" size={1} weight="medium" muted>
        {label}
      </Text>
      <Box as="dd" style={{ margin: 0 }}>
        {children}
      </Box>
    </Stack>
  );
}
