import type { ExternalNavigator } from '@netzero/core';

/** Leaves the site by loading the url in this tab (window.location.assign). */
export class LocationNavigator implements ExternalNavigator {
  constructor(private readonly location: Pick<Location, 'assign'>) {}

  open(url: string): void {
    this.location.assign(url);
  }
}
