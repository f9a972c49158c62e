// Just enough of Realm Java's API (io.realm, org.bson.types) for javac to
// check generated model classes: the names, generics and annotation
// parameters the generated code uses. Split into files by the test.
// File: io/realm/RealmObject.java
package io.realm;
public abstract class RealmObject {}
// File: io/realm/RealmList.java
package io.realm;
public class RealmList<E> extends java.util.ArrayList<E> {}
// File: io/realm/RealmSet.java
package io.realm;
public class RealmSet<E> extends java.util.HashSet<E> {}
// File: io/realm/RealmDictionary.java
package io.realm;
public class RealmDictionary<V> extends java.util.HashMap<String, V> {}
// File: io/realm/RealmResults.java
package io.realm;
public class RealmResults<E> extends java.util.AbstractList<E> {
    public E get(int i) { throw new IndexOutOfBoundsException(); }
    public int size() { return 0; }
}
// File: io/realm/RealmAny.java
package io.realm;
public class RealmAny {}
// File: io/realm/annotations/PrimaryKey.java
package io.realm.annotations;
@java.lang.annotation.Target(java.lang.annotation.ElementType.FIELD) public @interface PrimaryKey {}
// File: io/realm/annotations/Index.java
package io.realm.annotations;
@java.lang.annotation.Target(java.lang.annotation.ElementType.FIELD) public @interface Index {}
// File: io/realm/annotations/Required.java
package io.realm.annotations;
@java.lang.annotation.Target(java.lang.annotation.ElementType.FIELD) public @interface Required {}
// File: io/realm/annotations/LinkingObjects.java
package io.realm.annotations;
@java.lang.annotation.Target(java.lang.annotation.ElementType.FIELD) public @interface LinkingObjects { String value(); }
// File: io/realm/annotations/RealmField.java
package io.realm.annotations;
@java.lang.annotation.Target(java.lang.annotation.ElementType.FIELD) public @interface RealmField { String value() default ""; String name() default ""; }
// File: io/realm/annotations/RealmClass.java
package io.realm.annotations;
@java.lang.annotation.Target(java.lang.annotation.ElementType.TYPE) public @interface RealmClass { String value() default ""; String name() default ""; boolean embedded() default false; }
// File: org/bson/types/ObjectId.java
package org.bson.types;
public final class ObjectId {}
// File: org/bson/types/Decimal128.java
package org.bson.types;
public final class Decimal128 {}
