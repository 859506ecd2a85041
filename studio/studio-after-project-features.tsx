import { LoadingBlock, useFeatureEnabled, type LayoutProps } from 'sanity';

/**
 * The Studio's own layout, mounted once the project's features are known.
 *
 * Sanity's comments layout sits above this one and wraps the whole Studio in an upsell provider
 * when it learns that the project has no comments (the local lake, or a hosted plan without
 * them). That wrap remounts everything below it: the navbar, and the open tool, so the
 * Presentation tool made a second preview secret and its frame loaded the page twice. Waiting here
 * on the same cached answer means the navbar and the tools mount once, after the wrap.
 */
export function StudioAfterProjectFeatures(props: LayoutProps) {
  const { isLoading } = useFeatureEnabled('studioComments');
  return isLoading ? <LoadingBlock fill showText /> : props.renderDefault(props);
}
