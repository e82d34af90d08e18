// The domain event of cancelling a published event (status 'postponed'), emitted after the commit
// by the staff's event writes. The notifications feature tells everyone who registered.
import '../../lib/domain-events.ts';

declare module '../../lib/domain-events.ts' {
  interface DomainEventMap {
    'event.cancelled': { eventId: number };
  }
}
