import {
  contactButtonOf,
  LIST_SEARCH_DEBOUNCE_MS,
  type SavedAddress,
  savedAddressBodyOf,
  savedAddressFromResource,
  searchTermOf,
} from '@shipdeck/core/addressBook/savedContacts';
import type { SavedAddressBody } from '@shipdeck/core/contract';
import type { MessageCatalogue } from '@shipdeck/core/messages';
import { platformTimers } from '@shipdeck/core/runtime';
import { emptyParty, type Party, type PrepareWizardStore } from '@shipdeck/core/shipment/wizard';
import type { StoreApi } from 'zustand/vanilla';
import type { PartySide } from './prepareContext';
import type { SavedListsApi, SavedListsState } from './savedLists';
// Only for the embed's code splitting (firstLoad.ts): nothing of it runs here.
import './firstLoad';

/**
 * What the saved lists do with a party (spec 01 §2, spec 03 §4, §5): load a contact into it, save it
 * as a contact or update the one it is linked to, and suggest companies from saved contacts as its
 * company name is typed. savedLists.tsx loads this module when step 1 shows its parties (its company
 * search asks at once), so step 1's first load does not carry it (issue 11).
 */
export interface SavedListsActions {
  fill(side: PartySide, contact: SavedAddress): void;
  saveParty(side: PartySide): Promise<void>;
  suggestCompanies(side: PartySide, text: string): void;
  stop(): void;
}

const SIDES: readonly PartySide[] = ['shipmentFrom', 'shipmentTo'];

export function createSavedListsActions({
  client,
  wizard,
  catalogue,
  state,
}: {
  client: SavedListsApi;
  wizard: PrepareWizardStore;
  catalogue: MessageCatalogue;
  state: StoreApi<SavedListsState>;
}): SavedListsActions {
  const timers = platformTimers();
  const patch = <K extends 'linked' | 'notices' | 'suggestions'>(
    key: K,
    side: PartySide,
    value: SavedListsState[K][PartySide],
  ) => state.setState({ [key]: { ...state.getState()[key], [side]: value } } as Partial<SavedListsState>);

  /** Loads a contact into a party; a country the pair rules refuse leaves the party as it was. */
  const fill = (side: PartySide, contact: SavedAddress) => {
    const { id, nickname: _nickname, ...party } = contact;
    if (wizard.getState().draft[side].country !== party.country) {
      const answer = wizard.getState().setCountry(side, party.country);
      if (!answer.applied) {
        patch('notices', side, { kind: 'error', text: answer.message ?? catalogue('api.unknownStatus') });
        return;
      }
    }
    wizard.getState().edit((draft) => {
      draft[side] = { ...emptyParty(), ...structuredClone(party) } as Party;
    });
    patch('linked', side, { id, saved: structuredClone(party) as Party });
    patch('notices', side, null);
    patch('suggestions', side, []);
  };

  const timersBySide: Partial<Record<PartySide, unknown>> = {};
  let asked = 0;
  return {
    fill,
    async saveParty(side) {
      const party = wizard.getState().draft[side];
      const linked = state.getState().linked[side];
      if (contactButtonOf(party, linked).disabled || state.getState().saving) return;
      state.setState({ saving: side });
      try {
        const body: SavedAddressBody = savedAddressBodyOf(party);
        const saved = savedAddressFromResource(
          linked ? await client.updateSavedAddress(linked.id, body) : await client.createSavedAddress(body),
        );
        patch('linked', side, { id: saved.id, saved: structuredClone(party) });
        patch('notices', side, {
          kind: 'success',
          text: catalogue(linked ? 'addressBook.contactUpdated' : 'addressBook.contactCreated'),
        });
      } catch (error) {
        const violations = (error as { violations?: { message: string }[] }).violations ?? [];
        const text =
          violations[0]?.message ??
          (error instanceof Error && error.message ? error.message : catalogue('api.unknownStatus'));
        patch('notices', side, { kind: 'error', text });
      } finally {
        state.setState({ saving: null });
      }
    },
    suggestCompanies(side, text) {
      if (timersBySide[side] !== undefined) timers.clearTimeout(timersBySide[side]);
      delete timersBySide[side];
      const term = searchTermOf(text);
      if (!term || state.getState().linked[side]) {
        patch('suggestions', side, []);
        return;
      }
      // spec 03 §5: contact search from 2 characters, 1 second after the last key.
      timersBySide[side] = timers.setTimeout(async () => {
        delete timersBySide[side];
        const ticket = ++asked;
        try {
          const page = await client.savedAddresses({ autocompleteName: term, itemsPerPage: 9 });
          if (ticket !== asked) return;
          const current = wizard.getState().draft[side].companyName;
          if (searchTermOf(current) !== term) return;
          patch('suggestions', side, page.items.map(savedAddressFromResource));
        } catch {
          // Suggestions are a help: without an answer there are none.
        }
      }, LIST_SEARCH_DEBOUNCE_MS);
    },
    stop() {
      for (const side of SIDES) if (timersBySide[side] !== undefined) timers.clearTimeout(timersBySide[side]);
    },
  };
}
