import { describe, expect, it } from 'vitest';
import { mainThreadSplit, type TraceEvent } from './trace.ts';

const PAGE = { pid: 7, tid: 1 };
const main = { name: 'thread_name', ph: 'M', ts: 0, ...PAGE, args: { name: 'CrRendererMain' } };
const navigation = {
  name: 'navigationStart',
  ph: 'R',
  ts: 1_000,
  ...PAGE,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:3300/' } },
};
/** A complete event on the page's main thread: `at` and `ms` in milliseconds. */
const x = (name: string, at: number, ms: number, thread = PAGE): TraceEvent => ({
  name,
  ph: 'X',
  ts: at * 1000,
  dur: ms * 1000,
  ...thread,
});

describe('mainThreadSplit', () => {
  it('gives each event its own time, nested events subtracted, and the rest of each task to other', () => {
    const split = mainThreadSplit([
      main,
      navigation,
      // A script that forces a layout, then a style recalc: 100 ms of task, 5 of them unnamed.
      x('RunTask', 10, 100),
      x('EvaluateScript', 10, 60),
      x('v8.compile', 10, 10),
      x('FunctionCall', 25, 40),
      x('Layout', 40, 20),
      x('UpdateLayoutTree', 75, 30),
      x('Paint', 105, 5),
      // The loader's task: its own step, the parser and the stylesheet it parsed.
      x('RunTask', 200, 60),
      x('DocumentLoader::CommitNavigation', 200, 60),
      x('ParseHTML', 210, 50),
      x('ParseAuthorStyleSheet', 240, 10),
    ]);
    expect(split).toEqual({ total: 160, script: 40, style: 40, layout: 20, paint: 5, parse: 50, other: 5 });
  });

  it('counts a nested task once, within its parent, and nothing before the navigation or off the main thread', () => {
    const split = mainThreadSplit([
      main,
      navigation,
      x('RunTask', 0.5, 40),
      x('RunTask', 10, 30),
      x('RunTask', 15, 10),
      x('FunctionCall', 15, 10),
      x('RunTask', 20, 500, { pid: 7, tid: 2 }),
      x('Layout', 20, 500, { pid: 7, tid: 2 }),
    ]);
    expect(split).toEqual({ total: 30, script: 10, style: 0, layout: 0, paint: 0, parse: 0, other: 20 });
  });

  it('clips an event that outlasts its task to the task', () => {
    const split = mainThreadSplit([main, navigation, x('RunTask', 10, 20), x('EvaluateScript', 15, 50)]);
    expect(split).toMatchObject({ total: 20, script: 15, other: 5 });
  });

  it('names what is missing when the trace has no navigation of the main frame', () => {
    expect(() => mainThreadSplit([main, x('RunTask', 10, 20)])).toThrow('no main-frame navigationStart in the trace');
  });
});
