/**
 * uPlot in component tests: jsdom has no canvas to draw on, so the charts' calls are recorded
 * instead (what each chart was given), and a test reads them from `drawn`.
 */
interface Drawn {
  options: { series: Array<{ label?: string }> };
  data: ReadonlyArray<ReadonlyArray<number | null>>;
  destroyed: boolean;
}

export const drawn: Drawn[] = [];

export default class UPlotStub {
  static paths = { bars: () => () => null };
  private readonly record: Drawn;

  constructor(options: Drawn['options'], data: Drawn['data']) {
    this.record = { options, data, destroyed: false };
    drawn.push(this.record);
  }

  setSize(): void {}

  destroy(): void {
    this.record.destroyed = true;
  }
}
