import Realm, { BSON, ObjectSchema } from "realm";

export class Alpha extends Realm.Object<Alpha> {
  _id!: BSON.ObjectId;
  name!: string;
  count?: number;
  beta?: Beta;
  parts!: Realm.List<Part>;

  static schema: ObjectSchema = {
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

export class Beta extends Realm.Object<Beta> {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Beta come from: Alpha.beta.
  value!: number;
  flags!: Realm.Set<boolean>;
  meta!: Realm.Dictionary<Realm.Mixed>;

  static schema: ObjectSchema = {
    name: "Beta",
    properties: {
      value: "double",
      flags: "bool<>",
      meta: "mixed{}",
    },
  };
}

export class Gamma extends Realm.Object<Gamma> {
  key!: string;
  when?: Date;
  amount!: BSON.Decimal128;
  uuid?: BSON.UUID;

  static schema: ObjectSchema = {
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

export class Part extends Realm.Object<Part> {
  label!: string;
  weight?: number;

  static schema: ObjectSchema = {
    name: "Part",
    embedded: true,
    properties: {
      label: "string",
      weight: "float?",
    },
  };
}
