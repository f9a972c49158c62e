import Realm from "realm";

export class Alpha extends Realm.Object {
  static schema = {
    name: "Alpha",
    primaryKey: "_id",
    properties: {
      _id: "objectId",
      name: "string",
      count: "int?",
      beta: "Beta?",
      parts: "Part[]",
    },
  };
}

export class Beta extends Realm.Object {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Beta come from: Alpha.beta.
  static schema = {
    name: "Beta",
    properties: {
      value: "double",
      flags: "bool<>",
      meta: "mixed{}",
    },
  };
}

export class Gamma extends Realm.Object {
  static schema = {
    name: "Gamma",
    primaryKey: "key",
    properties: {
      key: "string",
      when: { type: "date", optional: true, indexed: true },
      amount: "decimal128",
      uuid: "uuid?",
    },
  };
}

export class Part extends Realm.Object {
  static schema = {
    name: "Part",
    embedded: true,
    properties: {
      label: "string",
      weight: "float?",
    },
  };
}
