import Realm from "realm";

export class Event extends Realm.Object {
  static schema = {
    name: "Event",
    properties: {
      seq: "int",
      kind: "string",
      record: "Record?",
    },
  };
}

export class Record extends Realm.Object {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Record come from: Event.record.
  static schema = {
    name: "Record",
    primaryKey: "id",
    properties: {
      id: "int",
      name: { type: "string", indexed: true },
      value: "int",
      updated: "date?",
      tags: "string[]",
    },
  };
}
