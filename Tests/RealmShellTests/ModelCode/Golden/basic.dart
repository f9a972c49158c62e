// Save as basic.dart; `dart run realm generate` writes basic.realm.dart.
import 'dart:typed_data';

import 'package:realm/realm.dart';

part 'basic.realm.dart';

@RealmModel()
class _Dog {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Dog come from: Person.dogs.
  late String name;
  late int age;
  _Person? owner;
}

@RealmModel()
class _Person {
  // Backlinks (linkingObjects) the app declares are not in a Realm file;
  // links to Person come from: Dog.owner.
  late String name;
  late DateTime birthdate;
  Uint8List? picture;
  late List<_Dog> dogs;
}
