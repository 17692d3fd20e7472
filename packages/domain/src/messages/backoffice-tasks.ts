import { errorsMessages } from './errors.js';

/**
 * Texts of projects and tasks (issue 28.6): back-office list, board and editors, 'Aufgabe aus Bestellung'.
 * The '… konnten nicht … werden.' lines are spec §8 ('{Thing} konnte nicht geladen/erstellt/aktualisiert/gelöscht
 * werden.' for Projekte and Aufgaben); everything else is not worded in the spec.
 */
const failed = (thing: 'Projekte' | 'Aufgaben') => ({
  loadFailed: errorsMessages.thingFailed({ thing, action: 'load' }), // spec §8
  createFailed: errorsMessages.thingFailed({ thing, action: 'create' }), // spec §8
  updateFailed: errorsMessages.thingFailed({ thing, action: 'update' }), // spec §8
  deleteFailed: errorsMessages.thingFailed({ thing, action: 'delete' }), // spec §8
});

export const backofficeTasksMessages = {
  nav: 'Aufgaben', // not worded in the spec
  projects: {
    ...failed('Projekte'),
    title: 'Projekte', // not worded in the spec
    newProject: 'Neues Projekt', // not worded in the spec
    editProject: (name: string) => `Projekt „${name}“ bearbeiten`, // not worded in the spec
    deleteProject: 'Projekt löschen', // not worded in the spec
    deleteQuestion: (name: string) =>
      `Projekt „${name}“ wirklich löschen? Seine Aufgaben bleiben ohne Projekt erhalten.`, // not worded in the spec
    backToList: 'Zurück zu den Projekten', // not worded in the spec
    section: 'Projekt', // not worded in the spec
    name: 'Name', // not worded in the spec
    description: 'Beschreibung', // not worded in the spec
    search: 'Projekt suchen', // not worded in the spec
    tasks: 'Aufgaben', // not worded in the spec
    adminOnly: 'Nur Administratoren legen Projekte an und ändern sie.', // not worded in the spec
  },
  tasks: {
    ...failed('Aufgaben'),
    title: 'Aufgaben', // not worded in the spec
    board: 'Board', // not worded in the spec
    list: 'Liste', // not worded in the spec
    projectsTab: 'Projekte', // not worded in the spec
    newTask: 'Neue Aufgabe', // not worded in the spec
    editTask: (title: string) => `Aufgabe „${title}“ bearbeiten`, // not worded in the spec
    deleteTask: 'Aufgabe löschen', // not worded in the spec
    deleteQuestion: (title: string) => `Aufgabe „${title}“ wirklich löschen?`, // not worded in the spec
    backToList: 'Zurück zu den Aufgaben', // not worded in the spec
    section: 'Aufgabe', // not worded in the spec
    taskTitle: 'Titel', // not worded in the spec
    description: 'Beschreibung', // not worded in the spec
    project: 'Projekt', // not worded in the spec
    noProject: 'Kein Projekt', // not worded in the spec
    branch: 'Filiale', // not worded in the spec
    assignee: 'Zuständig', // not worded in the spec
    nobody: 'Niemand', // not worded in the spec
    dueDate: 'Fällig am', // not worded in the spec
    status: 'Status', // not worded in the spec
    order: 'Bestellung', // not worded in the spec
    openOrder: (ticket: number) => `Bestellung #${ticket} öffnen`, // not worded in the spec
    linkedOrder: 'Verknüpfte Bestellung', // not worded in the spec
    branchOfOrder: 'Die Filiale der verknüpften Bestellung.', // not worded in the spec
    checklist: 'Checkliste', // not worded in the spec
    checklistItem: (n: number) => `Punkt ${n}`, // not worded in the spec
    checklistDone: (n: number) => `Punkt ${n} erledigt`, // not worded in the spec
    addItem: 'Punkt hinzufügen', // not worded in the spec
    removeItem: (n: number) => `Punkt ${n} entfernen`, // not worded in the spec
    checklistProgress: (done: number, all: number) => `${done}/${all} erledigt`, // not worded in the spec
    search: 'Aufgabe suchen', // not worded in the spec
    allStatuses: 'Alle Status', // not worded in the spec
    allProjects: 'Alle Projekte', // not worded in the spec
    allAssignees: 'Alle', // not worded in the spec
    empty: 'Keine Aufgaben', // not worded in the spec
    statuses: { open: 'Offen', in_progress: 'In Arbeit', done: 'Erledigt' }, // issue 28.6
    moveFailed: 'Aufgaben konnten nicht aktualisiert werden.', // spec §8
    doneOnBoard: (shown: number, all: number) =>
      `Das Board zeigt die ${shown} zuletzt geänderten von ${all} erledigten Aufgaben.`, // not worded in the spec
    allDoneInList: 'Alle in der Liste', // not worded in the spec
    /** The board's drag and drop announcements (dnd-kit, read by screen readers) and the keyboard hint. */
    dragHint:
      'Zum Verschieben Leertaste drücken, mit den Pfeiltasten bewegen, mit Leertaste ablegen oder mit Escape abbrechen.', // not worded in the spec
    moveHandle: (title: string) => `Aufgabe „${title}“ verschieben`, // not worded in the spec
    dragStart: (title: string) => `Aufgabe „${title}“ aufgenommen.`, // not worded in the spec
    dragOver: (title: string, column: string, place: number) =>
      `Aufgabe „${title}“ ist in Spalte ${column} an Position ${place}.`, // not worded in the spec
    dragOutside: (title: string) => `Aufgabe „${title}“ ist über keiner Spalte.`, // not worded in the spec
    dragEnd: (title: string, column: string, place: number) =>
      `Aufgabe „${title}“ in Spalte ${column} an Position ${place} abgelegt.`, // not worded in the spec
    dragCancel: (title: string) => `Verschieben von „${title}“ abgebrochen.`, // not worded in the spec
    /** 'Aufgabe aus Bestellung' (order detail) and the task it makes. */
    fromOrder: 'Aufgabe aus Bestellung', // issue 28.6
    fromOrderFailed: 'Aufgaben konnten nicht erstellt werden.', // spec §8
    /** The order detail's list of the tasks made from the order. */
    orderTasks: 'Aufgaben zu dieser Bestellung', // not worded in the spec
    titleFromOrder: (ticket: number, customer: string) => `Bestellung #${ticket} – ${customer}`, // not worded in the spec
    descriptionFromOrder: (appointment: string) => `Termin: ${appointment}`, // not worded in the spec
  },
} as const;
