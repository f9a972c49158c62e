import Realm, { BSON, ObjectSchema } from "realm";

export class Event extends Realm.Object<Event> {
  seq!: number;
  kind!: string;
  record?: Record;

  static schema: ObjectSchema = {
    name: "Event",
    properties: {
      seq: "int",
      kind: "string",
      record: "Record?",
    },
  };
}

export class Record extends Realm.Object<Record> {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Record come from: Event.record.
  id!: number;
  name!: string;
  value!: number;
  updated?: Date;
  tags!: Realm.List<string>;

  static schema: ObjectSchema = {
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
