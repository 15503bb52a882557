import { IMPORT_MAX_WARNINGS, type ImportWarning } from '../../../contract/imports';

/** An import's warnings, listed up to a limit and counted past it. */
export class Warnings {
  private readonly items: ImportWarning[] = [];
  private left = 0;

  add(item: string, message: string): void {
    if (this.items.length < IMPORT_MAX_WARNINGS)
      this.items.push({ item: item.slice(0, 300), message });
    else this.left += 1;
  }

  list(): ImportWarning[] {
    return this.left === 0
      ? [...this.items]
      : [...this.items, { item: '…', message: `${this.left} more warnings not listed` }];
  }
}
