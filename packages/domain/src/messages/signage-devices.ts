import { errorsMessages as e } from './errors.js';

/**
 * Digital signage screens (issue 29 points 1 and 5): the devices screen of the back-office, its pairing and command
 * buttons, and the API's refusals of a screen's calls. The spec words the load/save failures (§8, 'TVs') and the two
 * command failures; the rest is not worded there.
 */
export const signageDevicesMessages = {
  navGroup: 'Digital Signage', // not worded in the spec
  nav: 'Bildschirme', // not worded in the spec
  title: 'Bildschirme', // not worded in the spec
  newDevice: 'Neuer Bildschirm', // not worded in the spec
  editDevice: (name: string) => `Bildschirm „${name}“`, // not worded in the spec
  backToList: 'Zurück zu den Bildschirmen', // not worded in the spec
  search: 'Bildschirme durchsuchen', // not worded in the spec
  loadFailed: e.thingFailed({ thing: 'TVs', action: 'load' }), // spec §8
  createFailed: e.thingFailed({ thing: 'TVs', action: 'create' }), // spec §8
  updateFailed: e.thingFailed({ thing: 'TVs', action: 'update' }), // spec §8
  deleteFailed: e.thingFailed({ thing: 'TVs', action: 'delete' }), // spec §8
  commandFailed: e.commandFailed, // spec §8
  commandAbortFailed: e.commandAbortFailed, // spec §8
  notASignageDevice: 'Dieses Gerät ist kein Bildschirm für Digital Signage.', // not worded in the spec
  screenIsNotADesk: 'Ein Bildschirm für Digital Signage kann die Funktionen der Theke nicht nutzen.', // not worded in the spec
  commandNotFound: 'Diesen Befehl gibt es nicht oder er ist bereits erledigt.', // not worded in the spec
  sceneUnknown: 'Diese Szene existiert nicht.', // not worded in the spec
  /** The desk devices area (Geräte) refuses the screens' display devices: they are edited as screens. */
  displayDeviceElsewhere: 'Bildschirme werden unter Digital Signage › Bildschirme verwaltet.', // not worded in the spec
  columns: {
    name: 'Name', // not worded in the spec
    branch: 'Filiale', // not worded in the spec
    group: 'Gruppe', // not worded in the spec
    state: 'Zustand', // not worded in the spec
    lastSeen: 'Zuletzt gesehen', // not worded in the spec
    nowPlaying: 'Spielt gerade', // not worded in the spec
    command: 'Befehl', // not worded in the spec
  },
  fields: {
    name: 'Name', // not worded in the spec
    identifier: 'Kennung', // not worded in the spec
    identifierHint: 'Kleinbuchstaben, Ziffern und Bindestriche; die Adresse des Players ist /signage/{Kennung}.', // not worded in the spec
    branch: 'Filiale oder Partner', // not worded in the spec
    orientation: 'Ausrichtung', // not worded in the spec
    resolution: 'Auflösung', // not worded in the spec
    resolutionHint: 'Breite x Höhe in Pixeln, z. B. 1920x1080 oder 3840x2160.', // not worded in the spec
    group: 'Gruppe', // not worded in the spec
    groupHint: 'Segmente können für eine Gruppe von Bildschirmen gelten.', // not worded in the spec
    scene: 'Szene', // not worded in the spec
    noScene: 'Keine Szene', // not worded in the spec
  },
  orientations: {
    landscape: 'Querformat', // not worded in the spec
    portrait: 'Hochformat', // not worded in the spec
  },
  partner: 'Partner', // not worded in the spec
  online: 'Online', // not worded in the spec
  offline: 'Offline', // not worded in the spec
  notPaired: 'Nicht gekoppelt', // not worded in the spec
  never: 'nie', // not worded in the spec
  nothingPlaying: '–', // not worded in the spec
  sections: {
    device: 'Bildschirm', // not worded in the spec
    pairing: 'Kopplung', // not worded in the spec
    commands: 'Befehle', // not worded in the spec
  },
  pairingIntro:
    'Erzeugen Sie einen Kopplungscode und geben Sie ihn auf dem Bildschirm unter /signage/{Kennung} ein. Der Code gilt 15 Minuten und einmal.', // not worded in the spec
  createCode: 'Kopplungscode erzeugen', // not worded in the spec
  codeLabel: 'Kopplungscode', // not worded in the spec
  codeValidUntil: (time: string) => `gültig bis ${time} Uhr`, // not worded in the spec
  codeFailed: 'Kopplungscode konnte nicht erzeugt werden.', // not worded in the spec
  paired: 'Gekoppelt', // not worded in the spec
  revoke: 'Kopplung aufheben', // not worded in the spec
  revokeQuestion: (name: string) => `Kopplung von „${name}“ aufheben?`, // not worded in the spec
  revokeHint: 'Der Bildschirm ist sofort gesperrt und lädt keine Inhalte mehr, bis er neu gekoppelt wird.', // not worded in the spec
  revoked: 'Die Kopplung ist aufgehoben.', // not worded in the spec
  revokeFailed: 'Kopplung konnte nicht aufgehoben werden.', // not worded in the spec
  saveFirst: 'Speichern Sie den Bildschirm, um ihn zu koppeln und Befehle zu senden.', // not worded in the spec
  commands: {
    reload: 'Neu laden', // not worded in the spec
    message: 'Nachricht anzeigen', // not worded in the spec
    identify: 'Identifizieren', // not worded in the spec
    scene: 'Szene wechseln', // not worded in the spec
    abort: 'Abbrechen', // not worded in the spec
  },
  messageText: 'Nachricht', // not worded in the spec
  messageSeconds: 'Sekunden', // not worded in the spec
  commandState: 'Zustand des Befehls', // not worded in the spec
  commandSummary: {
    reload: 'Neu laden', // not worded in the spec
    message: (text: string, seconds: number) => `Nachricht „${text}“ für ${seconds} s`, // not worded in the spec
    identify: 'Identifizieren', // not worded in the spec
    scene: (name: string) => `Szene „${name}“`, // not worded in the spec
  },
  commandStates: {
    pending: 'wartet auf den Bildschirm', // not worded in the spec
    delivered: 'zugestellt', // not worded in the spec
    done: 'ausgeführt', // not worded in the spec
    aborted: 'abgebrochen', // not worded in the spec
    expired: 'abgelaufen', // not worded in the spec
  },
  noCommand: 'Kein Befehl', // not worded in the spec
  deleteDevice: 'Bildschirm löschen', // not worded in the spec
  deleteQuestion: (name: string) => `Bildschirm „${name}“ löschen?`, // not worded in the spec
  deleteHint: 'Ein gekoppelter Bildschirm ist danach gesperrt.', // not worded in the spec
  employeeNote: 'Sie sehen die Bildschirme Ihrer Filialen.', // not worded in the spec
} as const;
